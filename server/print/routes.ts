import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { autoLayoutBook, type BookDocument, loadDocument, type ProductSpec } from '../../render-core';
import { optionalUser, requireUser } from '../auth/current-user';
import { findReadablePrint } from '../collab/access';
import { saveWholeDocument } from '../collab/whole-save';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readParams, readQuery } from '../http/validate';
import {
  createPrintBody,
  duplicatePrintBody,
  printIdParams,
  printIdQuery,
  shareBody,
  sharePermissionBody,
  shareTokenBody,
  shareTokenQuery,
  updatePrintBody,
} from '../../contract/api/print';
import { photos } from '../photo/schema';
import { copyRenditions, readRendition } from '../photo/storage';
import { onGuestMerged } from '../user/guest-merge';
import { assertPageCount, catalogSpec, type DesignFinding, designFindings } from './orderability';
import {
  documentPhotoIds,
  findLiveShare,
  findOwnedPrint,
  findOwnedPrintHead,
  listOwnedPrints,
  newShareToken,
  printJson,
  printSummaryJson,
  shareJson,
} from './prints';
import { type PrintRow, printShares, prints, SHARE_PERMISSIONS } from './schema';

onGuestMerged(async (tx, { guestUuid, userUuid }) => {
  await tx.update(prints).set({ ownerUuid: userUuid }).where(eq(prints.ownerUuid, guestUuid));
});

function parseDocument(input: unknown, field = 'document'): BookDocument {
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
async function productSpec(
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
async function upgradedProductCode(c: Context<AppEnv>, current: BookDocument, doc: BookDocument) {
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
function assertSameGeometry(spec: ProductSpec, doc: BookDocument) {
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

type UpdateBody = z.infer<typeof updatePrintBody>;
type CheckedDesign = { trusted: BookDocument; product: ProductSpec };

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

/**
 * Writes the design if the print is the caller's and still at the revision that was edited (and,
 * with `sameProduct`, still of that product): the check and the write are one statement. The row
 * without its document, or undefined when nothing matched.
 */
async function writeDesign(
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
  });
}

async function savedAnswer(
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
async function quickSave(c: Context<AppEnv>, ownerUuid: string, body: UpdateBody, doc: BookDocument) {
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

/** What a save answers besides the print: every finding, and whether it could be ordered as it is. */
const verdict = (findings: DesignFinding[]) => ({
  findings,
  orderable: findings.every((f) => f.severity !== 'blocking'),
});

const publicUrl = (c: Context<AppEnv>) => c.var.siteOrigin;

/** Gives `toOwner` their own copies of the photos a document shows (rows and renditions). */
async function copyPhotos(c: Context<AppEnv>, doc: BookDocument, fromOwner: string, toOwner: string) {
  const ids = documentPhotoIds(doc);
  if (ids.length === 0) return;
  const source = await c.var.db
    .select()
    .from(photos)
    .where(and(eq(photos.ownerUuid, fromOwner), eq(photos.status, 'ready'), inArray(photos.clientId, ids)));
  for (const photo of source) {
    const id = crypto.randomUUID();
    await copyRenditions(c.var.config, photo.id, id);
    const { id: _old, createdAt: _created, ...rest } = photo;
    await c.var.db.insert(photos).values({ ...rest, id, ownerUuid: toOwner, uploadId: `copy-${id}` });
  }
}

export const printRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, createPrintBody);
    const spec = await productSpec(c, body.productCode);
    const id = crypto.randomUUID();
    const doc = body.document
      ? { ...parseDocument(body.document), id }
      : autoLayoutBook([], spec, {
          id,
          ...(body.title ? { title: body.title } : {}),
          // No photo has a date yet to pick the year from: a new calendar starts next January.
          ...(spec.kind === 'calendar' ? { startMonth: `${new Date().getUTCFullYear() + 1}-01` } : {}),
        });
    if (doc.product.code !== spec.code) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        'Invalid body.document.product: it is not the product asked for',
        {
          field: 'body.document.product',
        },
      );
    }
    assertSameGeometry(spec, doc);
    // The catalog's spec, never the document's own copy of it, is what the print is checked against
    // and stored with (trim, bleed, safe margin, DPI, page rule, binding).
    const trusted: BookDocument = { ...doc, product: spec };
    assertPageCount(trusted, spec);
    const [row] = await c.var.db
      .insert(prints)
      .values({
        id,
        ownerUuid: user.uuid,
        productCode: spec.code,
        title: body.title ?? trusted.title,
        document: trusted,
      })
      .returning();
    const findings = await designFindings(c.var.db, user.uuid, trusted, spec);
    return c.json({ print: printJson(row!), ...verdict(findings) }, 201);
  })
  .get('/list', async (c) => {
    const user = await requireUser(c);
    const rows = await listOwnedPrints(c.var.db, user.uuid);
    return c.json({ prints: rows.map(printSummaryJson) }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/update', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, updatePrintBody);
    const doc = parseDocument(body.document);
    if (doc.id !== body.id) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid body.document.id: it belongs to another print', {
        field: 'body.document.id',
      });
    }
    const quick = await quickSave(c, user.uuid, body, doc);
    if (quick) return c.json(quick);
    // The print is read only now: it is not the caller's (404), its product changes (an upgrade,
    // checked against the saved document), or its revision is not the one edited (409).
    const current = await findOwnedPrintHead(c.var.db, user.uuid, body.id);
    const productCode =
      doc.product.code === current.productCode
        ? current.productCode
        : await upgradedProductCode(c, (await findOwnedPrint(c.var.db, user.uuid, body.id)).document, doc);
    const spec = await catalogSpec(c.var.db, productCode);
    if (!spec)
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        `Invalid body.document.product: no product ${productCode}`,
        { field: 'body.document.product' },
      );
    const checked = checkedDesign(spec, doc);
    const saved = await writeDesign(c, user.uuid, body, checked, productCode);
    if (!saved) {
      const latest = await findOwnedPrint(c.var.db, user.uuid, body.id);
      return c.json(
        {
          error: {
            code: 'CONFLICT' as const,
            message: `This print changed elsewhere (revision ${latest.revision}); your edits were made on revision ${body.baseRevision}.`,
          },
          current: printJson(latest),
        },
        409,
      );
    }
    return c.json(await savedAnswer(c, user.uuid, saved, checked));
  })
  .post('/duplicate', async (c) => {
    const user = await requireUser(c);
    const { id, title } = await readJson(c, duplicatePrintBody);
    const source = await findOwnedPrint(c.var.db, user.uuid, id);
    const copyId = crypto.randomUUID();
    const copyTitle = title ?? source.title;
    const [row] = await c.var.db
      .insert(prints)
      .values({
        id: copyId,
        ownerUuid: user.uuid,
        productCode: source.productCode,
        title: copyTitle,
        document: { ...source.document, id: copyId, title: copyTitle },
      })
      .returning();
    return c.json({ print: printJson(row!) }, 201);
  })
  .get('/sharing-properties', async (c) => {
    const user = await requireUser(c);
    const { id } = readQuery(c, printIdQuery);
    await findOwnedPrint(c.var.db, user.uuid, id);
    const shares = await c.var.db
      .select()
      .from(printShares)
      .where(and(eq(printShares.printId, id), isNull(printShares.revokedAt)));
    return c.json(
      { permissions: SHARE_PERMISSIONS, shares: shares.map((s) => shareJson(s, publicUrl(c))) },
      200,
      {
        'Cache-Control': 'no-store',
      },
    );
  })
  .post('/share', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, shareBody);
    await findOwnedPrint(c.var.db, user.uuid, body.id);
    const [share] = await c.var.db
      .insert(printShares)
      .values({ token: newShareToken(), printId: body.id, permission: body.permission })
      .returning();
    return c.json({ share: shareJson(share!, publicUrl(c)) }, 201);
  })
  .post('/share-permission', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, sharePermissionBody);
    const { share } = await findLiveShare(c.var.db, body.token);
    await findOwnedPrint(c.var.db, user.uuid, share.printId);
    const [updated] = await c.var.db
      .update(printShares)
      .set({ permission: body.permission })
      .where(eq(printShares.token, body.token))
      .returning();
    return c.json({ share: shareJson(updated!, publicUrl(c)) });
  })
  .post('/revoke-share', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, shareTokenBody);
    const { share } = await findLiveShare(c.var.db, body.token);
    await findOwnedPrint(c.var.db, user.uuid, share.printId);
    await c.var.db
      .update(printShares)
      .set({ revokedAt: sql`now()` })
      .where(eq(printShares.token, body.token));
    return c.json({ revoked: true });
  })
  .get('/shared', async (c) => {
    const { token: t } = readQuery(c, shareTokenQuery);
    const { share, print } = await findLiveShare(c.var.db, t);
    const viewer = await optionalUser(c);
    return c.json(
      {
        permission: share.permission,
        isOwner: viewer?.uuid === print.ownerUuid,
        print: { id: print.id, title: print.title, productCode: print.productCode, document: print.document },
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .get('/shared/list', async (c) => {
    // The signed-in user's live share links, newest first, with their prints' titles.
    const user = await requireUser(c);
    const rows = await c.var.db
      .select({ share: printShares, title: prints.title })
      .from(printShares)
      .innerJoin(prints, eq(printShares.printId, prints.id))
      .where(and(eq(prints.ownerUuid, user.uuid), isNull(printShares.revokedAt)));
    return c.json(
      { shares: rows.map((r) => ({ ...shareJson(r.share, publicUrl(c)), title: r.title })) },
      200,
      { 'Cache-Control': 'no-store' },
    );
  })
  .get('/shared/photo/:photoId/:size', async (c) => {
    const { token: t } = readQuery(c, shareTokenQuery);
    const { photoId, size } = readParams(
      c,
      z.object({ photoId: z.string().min(1).max(128), size: z.enum(['screen', 'thumb']) }),
    );
    const { print } = await findLiveShare(c.var.db, t);
    if (!documentPhotoIds(print.document).includes(photoId)) throw notFound('The photo');
    const rows = await c.var.db
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          eq(photos.ownerUuid, print.ownerUuid),
          eq(photos.status, 'ready'),
          or(eq(photos.clientId, photoId), sql`${photos.id}::text = ${photoId}`),
        ),
      );
    const bytes = rows[0] ? await readRendition(c.var.config, rows[0].id, size) : null;
    if (!bytes) throw notFound('The photo');
    // Revoking must stop access at once, so shared photos are never cached for long.
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'private, no-cache',
    });
  })
  .post('/shared/copy', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, shareTokenBody);
    const { share, print } = await findLiveShare(c.var.db, body.token);
    if (share.permission !== 'view-and-copy') {
      throw new ApiError(403, 'FORBIDDEN', 'The owner shared this print to view only.');
    }
    const copyId = crypto.randomUUID();
    if (print.ownerUuid !== user.uuid) await copyPhotos(c, print.document, print.ownerUuid, user.uuid);
    const [row] = await c.var.db
      .insert(prints)
      .values({
        id: copyId,
        ownerUuid: user.uuid,
        productCode: print.productCode,
        title: print.title,
        document: { ...print.document, id: copyId },
      })
      .returning();
    return c.json({ print: printJson(row!) }, 201);
  })
  .get('/:id', async (c) => {
    const user = await requireUser(c);
    const { id } = readParams(c, printIdParams);
    // The owner's, or shared with the caller as a member (issue 27); anyone else gets a 404.
    const { print, access, shared } = await findReadablePrint(c.var.db, user.uuid, id);
    return c.json({ print: printJson(print), collab: { access, shared } }, 200, {
      'Cache-Control': 'no-store',
    });
  })
  .delete('/:id', async (c) => {
    const user = await requireUser(c);
    const { id } = readParams(c, printIdParams);
    await findOwnedPrint(c.var.db, user.uuid, id);
    await c.var.db.delete(prints).where(and(eq(prints.id, id), eq(prints.ownerUuid, user.uuid)));
    return c.json({ deleted: true });
  });
