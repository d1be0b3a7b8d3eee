import sharp, { type Sharp } from 'sharp';
import { type BookDocument, type Scene, sceneForCover, sceneForPage } from '../../render-core';
import type { Config } from '../config';
import { printImage } from './process';
import { originalUploadOf, readRendition } from './storage';
import { readUpload, uploadStoreFor } from './upload-store';

/**
 * The resolution a print file carries photos at: what a photo book's press prints. A photo with
 * fewer pixels where it is placed keeps all of them (the order's DPI rules judge those).
 */
export const PRINT_DPI = 300;

/**
 * For each photo of the document, the long edge (in the photo's own pixels) that gives
 * `dpi` where it is placed at its largest (a zoomed-in crop needs more than a whole photo in the
 * same frame). Every page and the cover count, whichever part a file holds.
 */
export function printLongEdges(doc: BookDocument, dpi = PRINT_DPI): Map<string, number> {
  const scenes: Scene[] = [];
  if (doc.cover) {
    const cover = sceneForCover(doc, { bleed: true }) ?? sceneForPage(doc, 'cover', { bleed: true });
    scenes.push(cover);
  }
  for (let i = 0; i < doc.pages.length; i++) scenes.push(sceneForPage(doc, i, { bleed: true }));
  const edges = new Map<string, number>();
  for (const scene of scenes) {
    for (const item of scene.items) {
      if (item.kind !== 'image' || item.source.width <= 0) continue;
      // Printed pixels per photo pixel in this frame, at `dpi`.
      const scale = ((item.width / 25.4) * dpi) / item.source.width;
      const edge = Math.ceil(Math.max(item.photoSize.width, item.photoSize.height) * scale);
      edges.set(item.photoId, Math.max(edges.get(item.photoId) ?? 0, edge));
    }
  }
  return edges;
}

/**
 * The image a print file embeds for a ready photo (upright, sRGB, flattened, at most `longEdge`
 * pixels long, never upsampled), as a pipeline for the caller's filter and encode; null when the
 * photo has neither a stored print rendition nor an original. A photo stored by an older version
 * prints from its full-size print rendition; every other one from its uploaded original.
 */
export async function printImageOf(
  config: Config,
  photoId: string,
  longEdge: number | null,
): Promise<Sharp | null> {
  const stored = await readRendition(config, photoId, 'print');
  if (stored) {
    // Already upright, sRGB and flattened: only the size may change.
    const image = sharp(stored);
    return longEdge
      ? image.resize({ width: longEdge, height: longEdge, fit: 'inside', withoutEnlargement: true })
      : image;
  }
  const uploadId = await originalUploadOf(config, photoId);
  if (!uploadId) return null;
  const original = await readUpload(uploadStoreFor(config), uploadId).catch(() => null);
  return original ? printImage(original, longEdge) : null;
}
