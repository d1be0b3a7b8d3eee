import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { type BookDocument, coverWrapOf, type FontFamily } from '../../render-core';
import { filesOf, fontFiles } from '../../render-core/paint/font-files';
import type { PrintPart } from '../../render-core/print';
import { blobStoreFor } from '../blob/blob-store';
import { catalogBinding } from '../catalog/binding';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { projectRoot } from '../lib/paths';
import { inLibraryOf } from '../collab/library';
import { photos } from '../photo/schema';
import { printImageOf, printLongEdges } from '../photo/print-image';
import { renderPdfInThread } from '../print-thread/print-thread';
import { fileSystemPartner } from '../print-partner/file-system-partner';
import type { ManifestItem, OrderFile, PrintPartner } from '../print-partner/partner';
import { orderItems, orders } from './schema';
import { applyPhotoFilter } from '../photo/filters';

let fonts: Record<FontFamily, Uint8Array[]> | null = null;
/** The same files the editor loads as web faces (render-core's table), so paper matches the screen. */
function fontBytes(): Record<FontFamily, Uint8Array[]> {
  if (!fonts) {
    const modules = join(projectRoot(), 'node_modules');
    const read: Partial<Record<FontFamily, Uint8Array[]>> = {};
    for (const family of Object.keys(fontFiles) as FontFamily[])
      read[family] = filesOf(family).map((file) => readFileSync(join(modules, file)));
    fonts = read as Record<FontFamily, Uint8Array[]>;
  }
  return fonts;
}

/** Renders one document to a print-ready PDF from its owner's uploaded photos (photo/print-image.ts). */
export async function renderDocument(
  db: Db,
  config: Config,
  ownerUuid: string,
  doc: BookDocument,
  part: PrintPart = 'all',
): Promise<Uint8Array> {
  const clientIds = doc.photos.map((p) => p.id);
  const rows =
    clientIds.length === 0
      ? []
      : await db
          .select({ id: photos.id, clientId: photos.clientId })
          .from(photos)
          .where(
            and(
              // Contributors' photos uploaded for the owner's designs print too.
              inLibraryOf(db, ownerUuid),
              eq(photos.status, 'ready'),
              inArray(photos.clientId, clientIds),
            ),
          );
  const serverId = new Map(rows.map((r) => [r.clientId, r.id]));
  const longEdges = printLongEdges(doc);
  // pdf-lib's layout runs in a worker thread (server/print-thread); photos are made here with sharp.
  return renderPdfInThread(doc, {
    image: async (photoId, filter) => {
      const id = serverId.get(photoId);
      // Made from the original now, at the pixels this book prints it at, the filter baked in.
      const image = id ? await printImageOf(config, id, longEdges.get(photoId) ?? null) : null;
      if (!image) throw new Error(`photo ${photoId} of the order has no uploaded original`);
      return applyPhotoFilter(image, filter).jpeg({ quality: 92 }).toBuffer();
    },
    fonts: fontBytes(),
    creationDate: new Date(),
    part,
  });
}

/**
 * A book saved before covers had spines carries no binding: the catalog's, by product code, so
 * its cover prints as the sheet the printer makes.
 */
export function withCatalogBinding(doc: BookDocument, productCode: string): BookDocument {
  if (doc.kind !== 'book' || doc.product.binding) return doc;
  const binding = catalogBinding(productCode);
  return binding ? { ...doc, product: { ...doc.product, binding } } : doc;
}

/** The files a line is printed from: one, or the interior and the cover when the product says so. */
function partsOf(doc: BookDocument): PrintPart[] {
  return doc.product.binding?.separateCoverFile && doc.cover ? ['interior', 'cover'] : ['all'];
}

function fileFacts(doc: BookDocument, part: PrintPart) {
  const { trim, bleed } = doc.product;
  if (part === 'cover') {
    const wrap = coverWrapOf(doc);
    if (wrap) return { pages: 1, trim: { width: wrap.trim.width, height: wrap.trim.height }, bleed };
  }
  const pages = part === 'interior' || !doc.cover ? doc.pages.length : doc.pages.length + 1;
  return { pages, trim: { width: trim.width, height: trim.height }, bleed };
}

/**
 * The job: every line of a paid order gets its PDF/X-4 files in the blob store under
 * orders/{orderId}/ (a bound book's interior and cover apart when its product says so), then the
 * order's files and manifest go to the print partner (by default the file-system one under
 * DATA_DIR/print-partner).
 */
export async function makePrintFiles(
  db: Db,
  config: Config,
  orderId: string,
  ownerUuid: string,
  partner: PrintPartner = fileSystemPartner(config.DATA_DIR),
): Promise<void> {
  const blobs = blobStoreFor(config);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const folder = `orders/${orderId}`;
  const sizeOf = async (key: string) => {
    const size = await blobs.size(key);
    if (size === null) throw new Error(`print file ${key} is missing`);
    return size;
  };
  const manifestItems: ManifestItem[] = [];
  const files: OrderFile[] = [];
  for (const item of items) {
    const doc = withCatalogBinding(item.document, item.productCode);
    const parts = partsOf(doc);
    const paths = parts.map(
      (part) => `${folder}/${part === 'all' ? `${item.id}.pdf` : `${item.id}-${part}.pdf`}`,
    );
    for (const [i, part] of parts.entries()) {
      const key = paths[i]!;
      if (item.pdfPath && (await blobs.size(key)) !== null) continue;
      await blobs.put(key, await renderDocument(db, config, ownerUuid, doc, part), 'application/pdf');
    }
    const main = paths[0]!;
    const size = await sizeOf(main);
    if (item.pdfPath !== main || item.pdfBytes !== size)
      await db.update(orderItems).set({ pdfPath: main, pdfBytes: size }).where(eq(orderItems.id, item.id));
    const binding = doc.product.binding;
    const wrap = coverWrapOf(doc);
    manifestItems.push({
      itemId: item.id,
      product: item.productCode,
      kind: doc.kind,
      title: item.title,
      copies: item.quantity,
      pages: doc.kind === 'book' ? doc.pages.length : item.pageCount,
      paper: binding?.paper.code ?? null,
      binding:
        doc.kind === 'calendar' ? 'wire' : doc.kind === 'print' ? 'none' : (binding?.style ?? 'softcover'),
      spine: wrap?.spine ?? null,
      prints:
        doc.kind === 'print' ? doc.pages.map((page, i) => ({ page: i + 1, copies: page.quantity })) : [],
      files: await Promise.all(
        parts.map(async (part, i) => ({
          role: part,
          path: `${item.id}/${part}.pdf`,
          bytes: await sizeOf(paths[i]!),
          standard: 'PDF/X-4' as const,
          ...fileFacts(doc, part),
        })),
      ),
    });
    for (const [i, part] of parts.entries()) {
      const key = paths[i]!;
      files.push({
        path: `${item.id}/${part}.pdf`,
        read: async () => (await blobs.get(key)) ?? Promise.reject(new Error(`print file ${key} is missing`)),
      });
    }
  }
  if (!order || manifestItems.length === 0) return;
  await partner.submit(
    {
      version: 1,
      orderId: order.id,
      reference: order.reference,
      createdAt: new Date().toISOString(),
      shipping: { method: order.shippingMethod, address: order.deliveryAddress },
      items: manifestItems,
    },
    files,
  );
}
