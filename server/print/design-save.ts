// Saving a design: the one-statement write (checked against the revision edited), the answer with
// its findings, and the autosave's shortcut.
import type { Context } from 'hono';
import type { BookDocument } from '../../render-core';
import { opLogKeep } from '../collab/oplog';
import { saveWholeDocument } from '../collab/whole-save';
import type { AppEnv } from '../http/env';
import { type CheckedDesign, checkedDesign, type UpdateBody, verdict } from './design-checks';
import { catalogSpec, designFindings } from './orderability';
import { printJson } from './prints';
import type { PrintRow } from './schema';

/**
 * Writes the design if the print is the caller's and still at the revision that was edited (and,
 * with `sameProduct`, still of that product): the check and the write are one statement. The row
 * without its document, or undefined when nothing matched.
 */
export async function writeDesign(
  c: Context<AppEnv>,
  ownerUuid: string,
  body: UpdateBody,
  { trusted }: CheckedDesign,
  productCode: string,
  sameProduct = false,
) {
  // One transaction with the op log: the save is also a batch that open co-editors receive.
  return saveWholeDocument(c.var.database, {
    printId: body.id,
    ownerUuid,
    baseRevision: body.baseRevision,
    productCode,
    sameProduct,
    title: body.title ?? trusted.title,
    document: trusted,
    keep: opLogKeep(c.var.config),
  });
}

export async function savedAnswer(
  c: Context<AppEnv>,
  ownerUuid: string,
  saved: Omit<PrintRow, 'document'>,
  { trusted, product }: CheckedDesign,
) {
  const findings = await designFindings(c.var.db, ownerUuid, trusted, product);
  return { print: printJson({ ...saved, document: trusted }), ...verdict(findings) };
}

/**
 * The commonest write, an autosave that keeps the product, in one statement: written straight
 * away when the document checks out against its own product and the print is the caller's, of
 * that product, at the edited revision. Null when any of that is in doubt; the caller then
 * reads the print and answers as the full path does (404, an upgrade, a 409, or the 400 that
 * names what is wrong), so this shortcut never changes an answer.
 */
export async function quickSave(c: Context<AppEnv>, ownerUuid: string, body: UpdateBody, doc: BookDocument) {
  const spec = await catalogSpec(c.var.db, doc.product.code);
  if (!spec) return null;
  let checked: CheckedDesign;
  try {
    checked = checkedDesign(spec, doc);
  } catch {
    return null;
  }
  const saved = await writeDesign(c, ownerUuid, body, checked, spec.code, true);
  return saved ? savedAnswer(c, ownerUuid, saved, checked) : null;
}
