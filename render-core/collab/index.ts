/** Collaboration (issue 27): ops addressed by record id, the server's one order, replicas. */
export { type ApplyOpsResult, applyOps } from './apply-ops';
export { inverseOps } from './inverse';
export {
  COLLAB_LIMITS,
  type CollabOp,
  collabOpSchema,
  collabOpsSchema,
  keptInPlace,
  opsBetween,
  type Path,
  pathKey,
  pathSchema,
  type Segment,
} from './ops';
export { type LostEdit, type OverwrittenByMe, Replica, type ReceiveReport } from './replica';
export {
  type Batch,
  batchSchema,
  type DocumentCheck,
  type RefusalReason,
  type SequencedBatch,
  Sequencer,
  type SubmitAnswer,
} from './sequencer';
