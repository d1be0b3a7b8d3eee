// What a design must be before it is stored: a valid document on its catalog product's trim, with a
// page count the product takes; and what a save answers besides the print (its findings).
import type { Context } from 'hono';
import type { z } from 'zod';
import { type BookDocument, loadDocument, type ProductSpec } from '../../render-core';
import type { updatePrintBody } from '../../contract/api/print';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { assertPageCount, catalogSpec, type DesignFinding } from './orderability';

/** The request's document, or a 400 naming the field and what is wrong with it. */
export function parseDocument(input: unknown, field = 'document'): BookDocument {
  const loaded = loadDocument(input);
  if (!loaded.ok) {
    const where = loaded.path ? `${field}.${loaded.path}` : field;
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${where}: ${loaded.message}`, {
      field: `body.${where}`,
    });
  }
  return loaded.document;
}

/** An active catalog product's spec (catalogSpec), or a 400 naming the field. */
export async function productSpec(
  c: Context<AppEnv>,
  code: string,
  field = 'body.productCode',
): Promise<ProductSpec> {
  const found = await catalogSpec(c.var.db, code);
  if (!found?.active) {
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${field}: no product ${code}`, { field });
  }
  const { active: _active, ...spec } = found;
  return spec;
}

/**
 * The product a print moves to when its document names another one (a cover or paper upgrade in
 * the editor): an active catalog product of the print's own kind and trim size, so the layout
 * still fits. The document's copy of the product must agree with the catalog on both.
 */
export async function upgradedProductCode(c: Context<AppEnv>, current: BookDocument, doc: BookDocument) {
  const field = 'body.document.product';
  const spec = await productSpec(c, doc.product.code, field);
  const size = (p: { trim: { width: number; height: number } }) => `${p.trim.width}×${p.trim.height} mm`;
  const refuse = (why: string) => {
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${field}: ${spec.code} ${why}`, { field });
  };
  if (spec.kind !== current.kind || size(spec) !== size(current.product)) {
    refuse(`is a ${size(spec)} ${spec.kind}, this print is a ${size(current.product)} ${current.kind}`);
  }
  if (size(spec) !== size(doc.product)) refuse(`is ${size(spec)}, not ${size(doc.product)}`);
  return spec.code;
}

/** A document must lie on its product's trim: the layout's millimetres are only right for that size. */
export function assertSameGeometry(spec: ProductSpec, doc: BookDocument) {
  const { width, height } = doc.product.trim;
  if (spec.kind !== doc.kind || spec.trim.width !== width || spec.trim.height !== height) {
    const field = 'body.document.product';
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      `Invalid ${field}: ${spec.code} is a ${spec.trim.width}×${spec.trim.height} mm ${spec.kind}, not a ${width}×${height} mm ${doc.kind}`,
      { field },
    );
  }
}

export type UpdateBody = z.infer<typeof updatePrintBody>;
export type CheckedDesign = { trusted: BookDocument; product: ProductSpec };

/**
 * The document made the catalog's `spec` (never the client's copy of it), checked: it lies on the
 * product's trim, and its page count is one the product takes. Anything else (photos still
 * uploading, a blurry photo) is a draft's business and comes back with the answer.
 */
export function checkedDesign(spec: ProductSpec & { active: boolean }, doc: BookDocument): CheckedDesign {
  const { active: _active, ...product } = spec;
  assertSameGeometry(product, doc);
  const trusted: BookDocument = { ...doc, product };
  assertPageCount(trusted, product);
  return { trusted, product };
}

/** What a save answers besides the print: every finding, and whether it could be ordered as it is. */
export const verdict = (findings: DesignFinding[]) => ({
  findings,
  orderable: findings.every((f) => f.severity !== 'blocking'),
});
