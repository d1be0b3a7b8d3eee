import { applyOp, type BookDocument, type Op } from '../../../../render-core';

/**
 * Who made a change. `local`: the customer on this device (ops go in the undo history; a document
 * change does not, but is sent like an edit). `auto`: the app on its own (place names, the draft's
 * analysis): no undo step, applied again on the server's copy after a conflict. `remote`: a change
 * that already happened elsewhere (another editor of the design): taken in as it is, neither an
 * undo step nor sent back.
 */
export type SessionOrigin = 'local' | 'remote' | 'auto';

/** A change to the open document: one op, several ops as one step, or a whole-document change. */
export type SessionChange =
  | { op: Op }
  | { ops: readonly Op[] }
  /** Answers the same document when there is nothing to do. */
  | { document: (doc: BookDocument) => BookDocument };

/** The document after `change`; throws when an op is refused. */
export function changedDocument(doc: BookDocument, change: SessionChange): BookDocument {
  if ('document' in change) return change.document(doc);
  const ops = 'op' in change ? [change.op] : change.ops;
  return ops.reduce((d, op) => applyOp(d, op).document, doc);
}

/**
 * The change as a refinement to apply again on a newer copy: it must give the same result when
 * applied twice; one that no longer fits that copy changes nothing.
 */
export function asRefinement(change: SessionChange): (doc: BookDocument) => BookDocument {
  return (doc) => {
    try {
      return changedDocument(doc, change);
    } catch {
      return doc;
    }
  };
}
