import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { catalogBinding } from '../catalog/binding';
import { type PageCountProblem, pageCountProblem } from '../../contract/catalog/page-count';
import {
  type BookDocument,
  type Finding,
  type ProductSpec,
  productSpecSchema,
  validateBook,
} from '../../render-core';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { ApiError } from '../http/errors';
import { photos } from '../photo/schema';
import { inLibraryOf } from '../collab/library';
import { cachedCatalog, cachedCatalogIn } from '../catalog/catalog-cache';

/**
 * What the server finds wrong with a design before it is saved, put in the basket or paid for.
 * Blocking findings stop an order; warnings only inform. `message` is English for API callers;
 * the app may word the same finding from `code` and `values`.
 */
export interface DesignFinding {
  code: Finding['code'] | 'PHOTO_NOT_UPLOADED' | 'NO_PRINTS' | 'BLANK_PAGES';
  severity: 'blocking' | 'warning';
  message: string;
  /** 'cover', an inner page index (0-based), or null for the whole design. */
  page: 'cover' | number | null;
  pageId: string | null;
  frame: string | null;
  /** For photo findings: the document's photo id. */
  photoId: string | null;
  values: Record<string, number>;
}

/** A product's engine spec from the catalog; inactive products too (prints made before keep working). */
export async function catalogSpec(db: Db, code: string): Promise<(ProductSpec & { active: boolean }) | null> {
  // Kept until the catalog is seeded again (catalog-cache.ts); each caller gets its own copy.
  const spec = await cachedCatalog(
    db,
    `spec:${code}`,
    () => querySpec(db, code),
    (found) => found !== null,
  );
  return spec && structuredClone(spec);
}

/**
 * catalogSpec for code inside a transaction of `db`: the kept spec, else read on `tx` (the
 * transaction's handle), never on `db` (it would wait for the transaction: issue 54's hang).
 */
export async function catalogSpecIn(
  db: Db,
  tx: Db,
  code: string,
): Promise<(ProductSpec & { active: boolean }) | null> {
  const spec = await cachedCatalogIn(db, `spec:${code}`, () => querySpec(tx, code));
  return spec && structuredClone(spec);
}

async function querySpec(db: Db, code: string): Promise<(ProductSpec & { active: boolean }) | null> {
  const rows = await db.select().from(products).where(eq(products.code, code));
  const p = rows[0];
  if (!p) return null;
  const spec = productSpecSchema.parse({
    code: p.code,
    kind: p.kind,
    trim: { width: p.trimWidthMm, height: p.trimHeightMm },
    bleed: p.bleedMm,
    safeMargin: p.safeMarginMm,
    minDpi: p.minDpi,
    recommendedDpi: p.recommendedDpi,
    pages: { min: p.pagesMin, max: p.pagesMax, step: p.pagesStep },
    binding: catalogBinding(p.code),
  });
  return { ...spec, active: p.active };
}

const whereOnPage = (doc: Pick<BookDocument, 'kind'>, page: 'cover' | number | null) =>
  page === null
    ? 'the design'
    : page === 'cover'
      ? 'the cover'
      : `${doc.kind === 'print' ? 'print' : 'page'} ${page + 1}`;

function fromEngine(doc: BookDocument, f: Finding): DesignFinding {
  const where = whereOnPage(doc, f.page);
  const v = f.values;
  const message =
    f.code === 'DPI_TOO_LOW'
      ? `A photo on ${where} would print at only ${v.dpi} dpi; at least ${v.minDpi} dpi is needed.`
      : f.code === 'LOW_DPI'
        ? `A photo on ${where} will print at ${v.dpi} dpi; ${v.recommendedDpi} dpi or more looks sharp.`
        : f.code === 'TEXT_OUTSIDE_SAFE_AREA'
          ? `Text on ${where} is closer than ${v.safeMargin} mm to the edge and may be trimmed off.`
          : f.code === 'EMPTY_FRAME'
            ? `A photo frame on ${where} is empty.`
            : f.code === 'FACE_CUT'
              ? `A face on ${where} is cut by the edge of its frame.`
              : `The design does not fit the product (${f.code}).`;
  return {
    code: f.code,
    severity: f.severity,
    message,
    page: f.page,
    pageId: f.pageId,
    frame: f.frame,
    photoId: null,
    values: f.values,
  };
}

function fromPageCount(p: PageCountProblem): DesignFinding {
  return {
    code: 'PAGE_COUNT',
    severity: 'blocking',
    message: p.message,
    page: null,
    pageId: null,
    frame: null,
    photoId: null,
    values: { count: p.count, min: p.min, max: p.max, step: p.step },
  };
}

/** The page-count rule (contract/catalog/page-count.ts) for a design made as `product`. */
export function pageCountFindings(doc: BookDocument, product: Pick<ProductSpec, 'kind' | 'pages'>) {
  const problem = pageCountProblem(product.kind, doc.pages.length, product.pages);
  return problem ? [fromPageCount(problem)] : [];
}

/** A save or a new print whose page count breaks its product's rule is refused, nothing written. */
export function assertPageCount(doc: BookDocument, product: Pick<ProductSpec, 'kind' | 'pages'>) {
  const findings = pageCountFindings(doc, product);
  if (findings.length > 0) {
    throw new ApiError(422, 'INVALID_DESIGN', findings[0]!.message, {
      field: 'body.document.pages',
      findings,
    });
  }
}

/** The document's placed photos (cover and pages), once each, in page order. */
function placedPhotos(
  doc: BookDocument,
): { photoId: string; page: 'cover' | number; pageId: string; frame: string }[] {
  const seen = new Set<string>();
  const out: { photoId: string; page: 'cover' | number; pageId: string; frame: string }[] = [];
  const pages: ['cover' | number, BookDocument['pages'][number]][] = [
    ...(doc.cover ? [['cover', doc.cover] as ['cover', BookDocument['pages'][number]]] : []),
    // The back cover prints on the cover sheet: a photo there must have arrived too.
    ...(doc.backCover ? [['cover', doc.backCover] as ['cover', BookDocument['pages'][number]]] : []),
    ...doc.pages.map((p, i) => [i, p] as [number, BookDocument['pages'][number]]),
  ];
  for (const [page, p] of pages) {
    for (const frame of p.frames) {
      if (frame.kind !== 'photo' || frame.photoId === null || seen.has(frame.photoId)) continue;
      seen.add(frame.photoId);
      out.push({ photoId: frame.photoId, page, pageId: p.id, frame: frame.id });
    }
  }
  return out;
}

/** Placed photos with no ready upload in the owner's library (still on the device, or failed on the server). */
async function photosNotUploaded(db: Db, ownerUuid: string, doc: BookDocument): Promise<DesignFinding[]> {
  const placed = placedPhotos(doc);
  if (placed.length === 0) return [];
  const ids = placed.map((p) => p.photoId);
  const rows = await db
    .select({ id: photos.id, clientId: photos.clientId, status: photos.status })
    .from(photos)
    .where(
      and(
        // The owner's photos and those their designs' contributors uploaded for them.
        inLibraryOf(db, ownerUuid),
        or(inArray(photos.clientId, ids), inArray(sql<string>`${photos.id}::text`, ids)),
      ),
    );
  const ready = new Set<string>();
  const failed = new Set<string>();
  const preparing = new Set<string>();
  for (const r of rows) {
    for (const key of [r.id, r.clientId]) {
      if (!key) continue;
      if (r.status === 'ready') ready.add(key);
      else if (r.status === 'failed') failed.add(key);
      else preparing.add(key);
    }
  }
  return placed
    .filter((p) => !ready.has(p.photoId))
    .map((p) => ({
      code: 'PHOTO_NOT_UPLOADED' as const,
      severity: 'blocking' as const,
      message: failed.has(p.photoId)
        ? `The photo on ${whereOnPage(doc, p.page)} failed to upload; replace it or upload it again.`
        : preparing.has(p.photoId)
          ? `The photo on ${whereOnPage(doc, p.page)} has arrived and is still being prepared.`
          : `The photo on ${whereOnPage(doc, p.page)} has not finished uploading yet.`,
      page: p.page,
      pageId: p.pageId,
      frame: p.frame,
      photoId: p.photoId,
      values: {},
    }));
}

/**
 * Every finding for a design made as `product` (the catalog's spec, never the document's own
 * copy of it): the engine's print checks, the page-count rule, an empty set of prints, and photos
 * that have not arrived on the server.
 */
export async function designFindings(
  db: Db,
  ownerUuid: string,
  doc: BookDocument,
  product: ProductSpec,
): Promise<DesignFinding[]> {
  const trusted = { ...doc, product };
  const findings = validateBook(trusted)
    .filter((f) => f.code !== 'PAGE_COUNT')
    .map((f) => fromEngine(trusted, f));
  findings.push(...pageCountFindings(doc, product));
  if (doc.kind === 'print' && doc.pages.length === 0) {
    findings.push({
      code: 'NO_PRINTS',
      severity: 'blocking',
      message: 'This set of prints has no prints yet; add a photo first.',
      page: null,
      pageId: null,
      frame: null,
      photoId: null,
      values: {},
    });
  }
  findings.push(...(await photosNotUploaded(db, ownerUuid, doc)));
  return findings;
}

export const blockingOf = (findings: readonly DesignFinding[]) =>
  findings.filter((f) => f.severity === 'blocking');

/** 422 when any finding blocks the order; `what` names the design in the message. */
export function assertOrderable(
  findings: readonly DesignFinding[],
  what: string,
  extra: Record<string, unknown> = {},
) {
  const blocking = blockingOf(findings);
  if (blocking.length === 0) return;
  const first = blocking[0]!.message;
  const more =
    blocking.length > 1 ? ` (and ${blocking.length - 1} more problem${blocking.length > 2 ? 's' : ''})` : '';
  throw new ApiError(422, 'NOT_ORDERABLE', `${what} cannot be ordered yet: ${first}${more}`, {
    findings: blocking.map((f) => ({ ...f, ...extra })),
  });
}
