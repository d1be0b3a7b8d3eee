import { readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { BookDocument, FontFamily, PhotoFilter } from '../../render-core';
import { renderPrintPdf } from '../../render-core/print';
import type { Db } from '../db/client';
import { projectRoot } from '../lib/paths';
import { photos } from '../photo/schema';
import { renditionPath } from '../photo/storage';
import { orderItems } from './schema';
import { applyPhotoFilter } from '../photo/filters';

const FONT_FILES: Record<FontFamily, string> = {
  'DejaVu Sans': 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'DejaVu Serif': 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
  Lora: '@fontsource/lora/files/lora-latin-400-normal.woff',
  Inter: '@fontsource/inter/files/inter-latin-400-normal.woff',
};

let fonts: Record<FontFamily, Uint8Array> | null = null;
/** fontkit reads TTF and WOFF (not WOFF2), hence the .woff files of the @fontsource families. */
function fontBytes(): Record<FontFamily, Uint8Array> {
  if (!fonts) {
    const modules = join(projectRoot(), 'node_modules');
    fonts = Object.fromEntries(
      Object.entries(FONT_FILES).map(([family, file]) => [family, readFileSync(join(modules, file))]),
    ) as unknown as Record<FontFamily, Uint8Array>;
  }
  return fonts;
}

/** The filter baked into the upright print rendition, as render-core's print inputs expect. */
function filtered(path: string, filter: PhotoFilter) {
  return applyPhotoFilter(sharp(path), filter);
}

/** Renders one document to a print-ready PDF from its owner's photos' print renditions. */
export async function renderDocument(
  db: Db,
  dataDir: string,
  ownerUuid: string,
  doc: BookDocument,
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
              eq(photos.ownerUuid, ownerUuid),
              eq(photos.status, 'ready'),
              inArray(photos.clientId, clientIds),
            ),
          );
  const serverId = new Map(rows.map((r) => [r.clientId, r.id]));
  return renderPrintPdf(doc, {
    image: async (photoId, filter) => {
      const id = serverId.get(photoId);
      if (!id) throw new Error(`photo ${photoId} of the order has no uploaded print rendition`);
      return filtered(renditionPath(dataDir, id, 'print'), filter)
        .jpeg({ quality: 92 })
        .toBuffer();
    },
    fonts: fontBytes(),
    fontkit,
    creationDate: new Date(),
  });
}

/** The job: every line of a paid order gets its PDF under DATA_DIR/orders/{orderId}/. */
export async function makePrintFiles(
  db: Db,
  dataDir: string,
  orderId: string,
  ownerUuid: string,
): Promise<void> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const folder = join('orders', orderId);
  await mkdir(join(dataDir, folder), { recursive: true });
  for (const item of items) {
    if (item.pdfPath) continue;
    const bytes = await renderDocument(db, dataDir, ownerUuid, item.document);
    const relative = join(folder, `${item.id}.pdf`);
    await writeFile(join(dataDir, relative), bytes);
    const size = (await stat(join(dataDir, relative))).size;
    await db.update(orderItems).set({ pdfPath: relative, pdfBytes: size }).where(eq(orderItems.id, item.id));
  }
}
