import { autoLayoutBook, type BookDocument, productSpecSchema } from '../render-core';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import type { Locator } from '@playwright/test';
import { expect, FIXTURES_DIR, type Page } from './fixtures';

export const PRODUCT = 'BOOK-HC-20X20';

interface CatalogProduct {
  code: string;
  kind: 'book' | 'calendar' | 'print';
  trim: { width: number; height: number };
  bleed: number;
  safeMargin: number;
  minDpi: number;
  recommendedDpi: number;
  pages: { min: number; max: number; step: number };
}

export interface ServerPrint {
  id: string;
  revision: number;
  title: string;
  document: BookDocument;
}

/** Signs a new user up and gives them a print laid out from `photoCount` made-up photos. */
export async function printWithPhotos(
  page: Page,
  project: string,
  photoCount: number,
  change?: (doc: BookDocument) => void,
): Promise<ServerPrint> {
  await signUpByApi(page, uniqueEmail('editor', project));
  const catalog = (await (await page.request.get('/webapp/api/catalog')).json()) as {
    categories: { types: { products: CatalogProduct[] }[] }[];
  };
  const product = catalog.categories
    .flatMap((c) => c.types.flatMap((t) => t.products))
    .find((p) => p.code === PRODUCT)!;
  const spec = productSpecSchema.parse(product);
  const document = structuredClone(
    autoLayoutBook(samplePhotos(photoCount), spec, { id: 'new', title: 'Summer by the sea' }),
  );
  change?.(document);
  const res = await page.request.post('/webapp/api/print', { data: { productCode: PRODUCT, document } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { print: ServerPrint }).print;
}

export async function serverPrint(page: Page, id: string): Promise<ServerPrint> {
  const res = await page.request.get(`/webapp/api/print/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { print: ServerPrint }).print;
}

export async function openEditor(page: Page, id: string) {
  await page.goto(`/webapp/editor/${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * Picks a tool from the editor's More menu, where the rare and destructive ones live (Suggest
 * captions, the calendar's settings, Cover and paper, Restore removed photos, Remove everything).
 */
export async function chooseMore(page: Page, name: string) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menu', { name: 'More tools' }).getByRole('menuitem', { name, exact: true }).click();
}

/** Opens the photo tray with the Photos tool (unless it is open) and answers it. */
export async function openPhotoTray(page: Page) {
  const photos = page.getByRole('button', { name: 'Photos', exact: true });
  if ((await photos.getAttribute('aria-expanded')) !== 'true') await photos.click();
  const tray = page.getByRole('region', { name: 'Unused photos' });
  await expect(tray).toBeVisible();
  return tray;
}

export const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });

/** The frames of the spread on screen, as the canvas overlay lists them. */
export const frames = (page: Page) => page.getByRole('list', { name: 'Frames on this spread' });

/**
 * The middle of a frame on screen, once it holds still: a spread just turned slides in, and a tap
 * read from its box mid-slide lands beside the frame.
 */
export async function centreOf(page: Page, name: string | RegExp) {
  return stillCentre(page, frames(page).getByRole('button', { name, exact: typeof name === 'string' }));
}

/** The middle of one frame's button on screen (`centreOf` by a locator), once it holds still. */
export async function stillCentre(page: Page, frame: Locator) {
  let box = await frame.boundingBox();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(50);
    const again = await frame.boundingBox();
    if (box && again && box.x === again.x && box.y === again.y && box.width === again.width) break;
    box = again;
  }
  if (!box) throw new Error(`no frame ${frame}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the pointer from one frame to another, in small steps like a finger. */
export async function dragFrame(page: Page, from: string, to: string) {
  const a = await centreOf(page, from);
  const b = await centreOf(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 10, a.y + 10, { steps: 3 });
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

export async function tapFrame(page: Page, name: string) {
  const c = await centreOf(page, name);
  await page.mouse.click(c.x, c.y);
}

/** The photo ids of the photo frames of inner pages `first` and `first + 1`. */
export function spreadPhotoIds(doc: BookDocument, first: number): (string | null)[] {
  return doc.pages
    .slice(first, first + 2)
    .flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' ? [f.photoId] : [])));
}

/**
 * Real fixture photos from the checkout's fixtures/, named as manifest.json names them
 * ('photos/photo-02.jpg', 'edge/heic-landscape.heic'): each file's path for setInputFiles and
 * what the manifest says about it. The displayed size is the upright size (EXIF orientation
 * applied; the stored size where the manifest gives no orientation). An unknown name throws.
 */
export async function pickFixturePhotos(names: readonly string[]): Promise<
  {
    file: string;
    path: string;
    name: string;
    exifOrientation: number;
    displayWidth: number;
    displayHeight: number;
    hasGps: boolean;
  }[]
> {
  const { readFileSync } = await import('node:fs');
  const { basename, join } = await import('node:path');
  const root = FIXTURES_DIR;
  const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as {
    files: {
      file: string;
      storedWidth?: number;
      storedHeight?: number;
      exifOrientation?: number;
      displayWidth?: number;
      displayHeight?: number;
      gps?: unknown;
    }[];
  };
  return names.map((file) => {
    const entry = manifest.files.find((f) => f.file === file);
    if (!entry?.storedWidth || !entry.storedHeight)
      throw new Error(`no fixture photo ${file} in the manifest`);
    return {
      file,
      path: join(root, file),
      name: basename(file),
      exifOrientation: entry.exifOrientation ?? 1,
      displayWidth: entry.displayWidth ?? entry.storedWidth,
      displayHeight: entry.displayHeight ?? entry.storedHeight,
      hasGps: Boolean(entry.gps),
    };
  });
}
