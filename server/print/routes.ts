import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { autoLayoutBook, type BookDocument } from '../../render-core';
import {
  createPrintBody,
  duplicatePrintBody,
  printIdParams,
  updatePrintBody,
} from '../../contract/api/print';
import { requireUser } from '../auth/current-user';
import { findReadablePrint } from '../collab/access';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readJson, readParams } from '../http/validate';
import { onGuestMerged } from '../user/guest-merge';
import {
  assertSameGeometry,
  checkedDesign,
  parseDocument,
  productSpec,
  upgradedProductCode,
  verdict,
} from './design-checks';
import { quickSave, savedAnswer, writeDesign } from './design-save';
import { assertPageCount, catalogSpec, designFindings } from './orderability';
import { findOwnedPrint, findOwnedPrintHead, listOwnedPrints, printJson, printSummaryJson } from './prints';
import { shareRoutes } from './routes-share';
import { prints } from './schema';

// The op log's batch check (server/collab) takes a design as a save does.
export { checkedDesign } from './design-checks';

onGuestMerged(async (tx, { guestUuid, userUuid }) => {
  await tx.update(prints).set({ ownerUuid: userUuid }).where(eq(prints.ownerUuid, guestUuid));
});

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
  // Sharing by link: mounted before `/:id` so that `/shared` and the like are not taken for an id.
  .route('/', shareRoutes)
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
