/** Collaboration (issue 27): ops addressed by record id, the server's one order, replicas. */
export { type ApplyOpsResult, applyOps } from './apply-ops';
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
