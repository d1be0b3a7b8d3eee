import { randomUUID } from 'node:crypto';
import { type BookDocument, opsBetween } from '../../render-core';
import type { Database } from '../db/client';
import type { PrintHead } from '../print/prints';
import { commitBatch, type OpLogKeep } from './oplog';

export interface WholeSave {
  printId: string;
  ownerUuid: string;
  baseRevision: number;
  productCode: string;
  /** Only when the print is still of `productCode` (the quick path of an autosave). */
  sameProduct: boolean;
  title: string;
  document: BookDocument;
  /** How long the op log keeps batches (opLogKeep of the server's config). */
  keep: OpLogKeep;
}

/** The client id a whole-document save is logged under (POST /print/update). */
export const WHOLE_SAVE_CLIENT = 'whole-save';

/**
 * The old whole-document save (POST /print/update, kept for one release): written if the print is
 * the owner's and still at the revision that was edited, as a batch of the ops between the stored
 * document and the saved one, so the design's open editors get it like anyone's edits. Undefined
 * when the print is not the owner's, has moved on, or changed product (the caller answers that).
 */
export async function saveWholeDocument(database: Database, save: WholeSave): Promise<PrintHead | undefined> {
  const committed = await commitBatch(
    database,
    save.keep,
    {
      printId: save.printId,
      userUuid: save.ownerUuid,
      clientId: WHOLE_SAVE_CLIENT,
      batchId: `save:${randomUUID()}`,
    },
    (current) => ({
      document: save.document,
      ops: opsBetween(current.document, save.document),
      skipped: 0,
      productCode: save.productCode,
      title: save.title,
    }),
    (current) =>
      current.ownerUuid === save.ownerUuid &&
      current.revision === save.baseRevision &&
      (!save.sameProduct || current.productCode === save.productCode),
  );
  return committed?.print;
}
