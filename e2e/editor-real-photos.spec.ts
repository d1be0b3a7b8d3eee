import type { BrowserContext } from '@playwright/test';
import { type BookDocument, type ImageItem, sceneForSpread, spreadCount } from '../render-core';
import { headerPixelSize } from '../workers/image-sniff';
import { PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { dragFrame, frames, PRODUCT, pickFixturePhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';

// Renditions reach this journey's canvas through the service worker, as on a customer's phone (it is
// blocked in most journeys: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * A book built from real uploaded photos, and the editor drawing them: the canvas pixels of every
 * photo frame are compared with the server's upright screen rendition drawn the way paint draws it,
 * on the way in from the uploader, after a reload (on-device cache), in a fresh browser signed in
 * as the same user (server renditions only) and after a swap by dragging.
 */

/** 12 photos: two stored turned (EXIF orientation 6), GPS and no GPS, portrait, square; and a HEIC. */
const PICKED = [
  'photos/photo-01.jpg',
  'photos/photo-02.jpg',
  'photos/photo-03.jpg',
  'photos/photo-05.jpg',
  'photos/photo-08.jpg',
  'photos/photo-11.jpg',
  'photos/photo-13.jpg',
  'photos/photo-17.jpg',
  'photos/photo-20.jpg',
  'photos/photo-21.jpg',
  'photos/photo-28.jpg',
  'photos/photo-32.jpg',
  'edge/heic-landscape.heic',
];

/** paint's grey box for a photo whose bitmap has not loaded (render-core/paint/paint-scene.ts). */
const LOADING_GREY = 217;
/** Mean difference (0..255 per channel) of an 8x8 grid of cell averages, drawn vs expected. */
const SAME_PICTURE = 10;

interface ServerPhoto {
  id: string;
  clientId: string | null;
  fileName: string;
  status: string;
  width: number;
  height: number;
}

interface FrameReport {
  /** Share of the frame's pixels that are paint's loading grey. */
  grey: number;
  /** Distinct colours at 4 bits a channel. */
  colours: number;
  /** Difference from the photo drawn from its server rendition (see SAME_PICTURE). */
  diff: number;
  /** The same, had the photo been drawn as stored (turned a quarter) instead of upright. */
  turnedDiff: number;
}

type Box = { x: number; y: number; width: number; height: number };

/** Reads the drawn frame from the spread's canvas and compares it with `url` drawn like paint does. */
function frameReport(page: Page, box: Box, item: ImageItem, url: string): Promise<FrameReport> {
  return page.evaluate(
    async ({ box, item, url, loadingGrey }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.spread-canvas canvas');
      // The stage mounts once the canvas's box has its size (a moment after a reload): not drawn yet.
      if (!canvas) return { grey: 1, colours: 0, diff: Number.POSITIVE_INFINITY, turnedDiff: 0 };
      const rect = canvas.getBoundingClientRect();
      const k = canvas.width / rect.width;
      const w = Math.max(8, Math.round(box.width * k));
      const h = Math.max(8, Math.round(box.height * k));
      const drawn = canvas
        .getContext('2d')!
        .getImageData(Math.round((box.x - rect.left) * k), Math.round((box.y - rect.top) * k), w, h).data;

      const holder = window as unknown as { __refs?: Map<string, ImageBitmap> };
      holder.__refs ??= new Map();
      const cache = holder.__refs;
      let ref = cache.get(url);
      if (!ref) {
        const res = await fetch(url, { credentials: 'same-origin' });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        ref = await createImageBitmap(await res.blob());
        cache.set(url, ref);
      }
      const paint = (image: ImageBitmap | OffscreenCanvas) => {
        const off = new OffscreenCanvas(w, h);
        const ctx = off.getContext('2d')!;
        const s = w / item.clip.width;
        ctx.translate((item.center.x - item.clip.x) * s, (item.center.y - item.clip.y) * s);
        ctx.rotate((item.rotation * Math.PI) / 180);
        const kx = image.width / item.photoSize.width;
        const ky = image.height / item.photoSize.height;
        ctx.drawImage(
          image,
          item.source.x * kx,
          item.source.y * ky,
          item.source.width * kx,
          item.source.height * ky,
          (-item.width * s) / 2,
          (-item.height * s) / 2,
          item.width * s,
          item.height * s,
        );
        return ctx.getImageData(0, 0, w, h).data;
      };
      // The pixels as a decoder that ignores EXIF orientation 6 would have them.
      const turned = new OffscreenCanvas(ref.height, ref.width);
      const tctx = turned.getContext('2d')!;
      tctx.translate(0, ref.width);
      tctx.rotate(-Math.PI / 2);
      tctx.drawImage(ref, 0, 0);

      // Cell averages over the inner 80 % (edges are anti-aliased against the page).
      const G = 8;
      const grid = (px: Uint8ClampedArray) => {
        const out: number[] = [];
        for (let gy = 0; gy < G; gy++)
          for (let gx = 0; gx < G; gx++) {
            const x0 = Math.floor(w * (0.1 + (0.8 * gx) / G));
            const x1 = Math.floor(w * (0.1 + (0.8 * (gx + 1)) / G));
            const y0 = Math.floor(h * (0.1 + (0.8 * gy) / G));
            const y1 = Math.floor(h * (0.1 + (0.8 * (gy + 1)) / G));
            const sum = [0, 0, 0];
            let n = 0;
            for (let y = y0; y < Math.max(y1, y0 + 1); y++)
              for (let x = x0; x < Math.max(x1, x0 + 1); x++) {
                const i = (y * w + x) * 4;
                sum[0]! += px[i]!;
                sum[1]! += px[i + 1]!;
                sum[2]! += px[i + 2]!;
                n++;
              }
            out.push(sum[0]! / n, sum[1]! / n, sum[2]! / n);
          }
        return out;
      };
      const distance = (a: number[], b: number[]) =>
        a.reduce((d, v, i) => d + Math.abs(v - b[i]!), 0) / a.length;
      const mine = grid(drawn);

      let grey = 0;
      const colours = new Set<number>();
      for (let i = 0; i < drawn.length; i += 4) {
        const [r, g, b] = [drawn[i]!, drawn[i + 1]!, drawn[i + 2]!];
        if (
          Math.abs(r - loadingGrey) <= 1 &&
          Math.abs(g - loadingGrey) <= 1 &&
          Math.abs(b - loadingGrey) <= 1
        )
          grey++;
        colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
      }
      return {
        grey: grey / (drawn.length / 4),
        colours: colours.size,
        diff: distance(mine, grid(paint(ref))),
        turnedDiff: distance(mine, grid(paint(turned))),
      };
    },
    { box, item, url, loadingGrey: LOADING_GREY },
  );
}

/** The server's screen rendition as this test fetches it (marked, so the app's own fetches can be told apart). */
const referenceUrl = (serverId: string | undefined) => `/webapp/api/photo/${serverId}/screen?by=test`;

/** Counts the app's own requests for screen renditions from the server. */
function countAppScreenFetches(page: Page) {
  const seen = { count: 0 };
  page.on('request', (req) => {
    if (/\/api\/photo\/[^/?]+\/screen$/.test(req.url())) seen.count++;
  });
  return seen;
}

const photoButtons = (page: Page) => frames(page).getByRole('button', { name: /^Photo \d+$/ });

/** The photo frames on screen: each one's photo id and box. */
async function framesOnScreen(page: Page) {
  const buttons = photoButtons(page);
  const out: { photoId: string; box: Box }[] = [];
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    const box = await button.boundingBox();
    const photoId = await button.getAttribute('data-photo-id');
    if (box && photoId) out.push({ photoId, box });
  }
  return out;
}

const imageItems = (doc: BookDocument, spread: number) =>
  sceneForSpread(doc, spread).items.filter((i): i is ImageItem => i.kind === 'image');

async function showSpread(page: Page, doc: BookDocument, spread: number) {
  const name = spread === 0 && doc.cover ? 'Cover' : `Spread ${doc.cover ? spread : spread + 1}`;
  await page.getByRole('navigation', { name: 'Spreads' }).getByRole('button', { name, exact: true }).click();
  // A phone shows one page at a time; this journey compares whole spreads.
  const whole = page.getByRole('button', { name: 'Show whole spread' });
  if ((await whole.count()) > 0 && (await whole.getAttribute('aria-pressed')) === 'false')
    await whole.click();
  const expected = imageItems(doc, spread)
    .map((i) => i.photoId)
    .sort();
  await expect.poll(async () => (await framesOnScreen(page)).map((f) => f.photoId).sort()).toEqual(expected);
}

/**
 * The document to compare with: the one given, or the newest the server holds. When a photo's faces
 * are found, the app crops frames off screen that are still at their automatic crop around them
 * (and saves that), so a spread shown again may be cropped anew.
 */
type Docs = BookDocument | (() => Promise<BookDocument>);
const latest = (docs: Docs) => (typeof docs === 'function' ? docs() : Promise.resolve(docs));

/**
 * Every photo frame of the spread on screen shows its real photo: not paint's grey box, and the
 * same picture as the server's upright rendition drawn into that frame. Answers the reports.
 */
async function expectSpreadDrawn(page: Page, docs: Docs, spread: number, server: Map<string, string>) {
  let items: ImageItem[] = [];
  let reports: (FrameReport & { photoId: string })[] = [];
  await expect
    .poll(
      async () => {
        items = imageItems(await latest(docs), spread);
        reports = [];
        for (const f of await framesOnScreen(page)) {
          const item = items.find((i) => i.photoId === f.photoId);
          const serverId = server.get(f.photoId);
          if (!item || !serverId) return [`${f.photoId}: not in the document or not on the server`];
          reports.push({
            photoId: f.photoId,
            ...(await frameReport(page, f.box, item, referenceUrl(serverId))),
          });
        }
        return reports.map((r) =>
          r.grey < 0.02 && r.colours > 24 && r.diff < SAME_PICTURE
            ? 'drawn'
            : `${r.photoId}: grey ${r.grey.toFixed(2)}, colours ${r.colours}, diff ${r.diff.toFixed(1)}`,
        );
      },
      { timeout: 30_000, message: `spread ${spread} shows its photos` },
    )
    .toEqual(imageItems(await latest(docs), spread).map(() => 'drawn'));
  return reports;
}

/** The spread strip's thumbnails (painted in the render worker): those with photos show them. */
async function expectStripDrawn(page: Page, doc: BookDocument) {
  const withPhotos = Array.from({ length: spreadCount(doc) }, (_, i) => imageItems(doc, i).length > 0);
  await expect
    .poll(
      async () => {
        const stats = await page.evaluate((loadingGrey) => {
          const canvases = document.querySelectorAll<HTMLCanvasElement>('nav.spread-strip canvas');
          return [...canvases].map((c) => {
            if (c.dataset.painted !== 'true' || c.width === 0) return { grey: 1, colours: 0 };
            const px = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
            let grey = 0;
            const colours = new Set<number>();
            for (let i = 0; i < px.length; i += 4) {
              const [r, g, b] = [px[i]!, px[i + 1]!, px[i + 2]!];
              if (
                Math.abs(r - loadingGrey) <= 1 &&
                Math.abs(g - loadingGrey) <= 1 &&
                Math.abs(b - loadingGrey) <= 1
              )
                grey++;
              colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
            }
            return { grey: grey / (px.length / 4), colours: colours.size };
          });
        }, LOADING_GREY);
        return withPhotos.map((has, i) => {
          const s = stats[i];
          if (!has) return 'no photos';
          return s && s.grey < 0.01 && s.colours > 40
            ? 'photos'
            : `thumbnail ${i}: grey ${s?.grey.toFixed(2)}, colours ${s?.colours}`;
        });
      },
      { timeout: 30_000, message: 'the spread strip shows the photos' },
    )
    .toEqual(withPhotos.map((has) => (has ? 'photos' : 'no photos')));
}

async function serverPhotos(page: Page, printId?: string): Promise<ServerPhoto[]> {
  const res = await page.request.get(`/webapp/api/photo/list${printId ? `?printId=${printId}` : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { photos: ServerPhoto[] }).photos;
}

/** Document photo id (the device's id) to the server's photo id. */
const serverIdMap = (photos: ServerPhoto[]) =>
  new Map(photos.filter((p) => p.clientId && p.status === 'ready').map((p) => [p.clientId!, p.id]));

/** Every spread with photos, one after the other, then back to the cover. */
async function expectEverySpreadDrawn(page: Page, docs: Docs, server: Map<string, string>) {
  const doc = await latest(docs);
  for (let i = 0; i < spreadCount(doc); i++) {
    if (imageItems(doc, i).length === 0) continue;
    await showSpread(page, doc, i);
    await expectSpreadDrawn(page, docs, i, server);
  }
  await showSpread(page, doc, 0);
}

/** The first spread showing two different photos side by side, for the swap. */
function spreadWithTwoPhotos(doc: BookDocument): number {
  for (let i = 1; i < spreadCount(doc); i++) {
    const ids = new Set(imageItems(doc, i).map((item) => item.photoId));
    if (ids.size >= 2) return i;
  }
  throw new Error('no spread with two photos');
}

test('a book from real photos: drawn from the device, after a reload, from the server, and after a swap', async ({
  page,
  browser,
  consoleErrors,
}, info) => {
  test.setTimeout(300_000);
  const picked = await pickFixturePhotos(PICKED);
  const turned = picked.filter((p) => p.exifOrientation !== 1);
  expect(turned.length).toBeGreaterThan(0);
  expect(picked.some((p) => p.hasGps)).toBe(true);
  expect(picked.some((p) => p.name.endsWith('.heic'))).toBe(true);

  // A signed-up user (e-mail and password), so a second browser can sign in as them.
  const email = uniqueEmail('real-photos', info.project.name);
  await signUpByApi(page, email);

  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles(picked.map((p) => p.path));
  await expect(page.getByRole('img', { name: 'Spread 1' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(`${picked.length} of ${picked.length} photos uploaded`)).toBeVisible({
    timeout: 120_000,
  });
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
  const printId = page.url().split('/').pop()!;
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });

  let doc = (await serverPrint(page, printId)).document;
  const saved = async () => (await serverPrint(page, printId)).document;
  // Uploads are acknowledged at once; each photo is ready once the server made its renditions.
  let photos: ServerPhoto[] = [];
  await expect
    .poll(async () => {
      photos = await serverPhotos(page);
      const ready = serverIdMap(photos);
      return doc.photos.every((p) => ready.has(p.id));
    })
    .toBe(true);
  const server = serverIdMap(photos);

  // Upright everywhere: the server's record and screen rendition, the document, the device's rendition.
  for (const fixture of turned) {
    const row = photos.find((p) => p.fileName === fixture.name);
    expect(row, fixture.name).toBeDefined();
    expect({ width: row!.width, height: row!.height }).toEqual({
      width: fixture.displayWidth,
      height: fixture.displayHeight,
    });
    const ref = doc.photos.find((p) => p.id === row!.clientId);
    expect({ width: ref?.width, height: ref?.height, orientation: ref?.orientation }).toEqual({
      width: fixture.displayWidth,
      height: fixture.displayHeight,
      orientation: fixture.exifOrientation,
    });
    const screen = await page.request.get(`/webapp/api/photo/${row!.id}/screen`);
    expect(screen.ok()).toBe(true);
    const size = headerPixelSize(new Uint8Array(await screen.body()), 'jpeg');
    expect(size).not.toBeNull();
    expect(size!.width / size!.height).toBeCloseTo(fixture.displayWidth / fixture.displayHeight, 2);
    // The device makes its own rendition in the background, at a lower priority than the book's
    // first spread: the server's can be ready first.
    const readOnDevice = () =>
      page.evaluate(
        (id) =>
          new Promise<{ width: number; height: number } | null>((resolve, reject) => {
            const open = indexedDB.open('bindery-library');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const get = open.result.transaction('renditions').objectStore('renditions').get([id, 'screen']);
              get.onerror = () => reject(get.error);
              get.onsuccess = async () => {
                if (!(get.result instanceof Blob)) return resolve(null);
                const bitmap = await createImageBitmap(get.result);
                resolve({ width: bitmap.width, height: bitmap.height });
                open.result.close();
              };
            };
          }),
        row!.clientId!,
      );
    let onDevice: { width: number; height: number } | null = null;
    await expect
      .poll(async () => (onDevice = await readOnDevice()), { message: `${fixture.name} on the device` })
      .not.toBeNull();
    expect(onDevice!.width / onDevice!.height).toBeCloseTo(fixture.displayWidth / fixture.displayHeight, 2);
  }

  // The cover and every spread show the real photos; the strip's thumbnails too.
  await expectSpreadDrawn(page, saved, 0, server);
  await expectStripDrawn(page, doc);
  await expectEverySpreadDrawn(page, saved, server);

  // A photo stored turned is drawn upright: the upright rendition matches, the stored pixels do not.
  const turnedIds = turned.map((f) => photos.find((p) => p.fileName === f.name)!.clientId!);
  const turnedSpread = Array.from({ length: spreadCount(doc) }, (_, i) => i).find((i) =>
    imageItems(doc, i).some((item) => turnedIds.includes(item.photoId)),
  );
  expect(turnedSpread, 'a spread with a photo stored turned').toBeDefined();
  await showSpread(page, doc, turnedSpread!);
  const onTurned = (await expectSpreadDrawn(page, saved, turnedSpread!, server)).filter((r) =>
    turnedIds.includes(r.photoId),
  );
  for (const r of onTurned) expect(r.turnedDiff, 'drawn upright, not as stored').toBeGreaterThan(r.diff + 10);
  await page.evaluate(() => document.querySelector('.spread-canvas')?.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: info.outputPath('editor-real-photos-upright.png') });

  // Two different photos look different.
  const two = spreadWithTwoPhotos(doc);
  await showSpread(page, doc, two);
  const [a, b] = await expectSpreadDrawn(page, saved, two, server);
  expect(a!.photoId).not.toBe(b!.photoId);
  const [frameA] = await framesOnScreen(page);
  const itemA = imageItems(doc, two).find((i) => i.photoId === frameA!.photoId)!;
  const other = a!.photoId === frameA!.photoId ? b! : a!;
  const crossed = await frameReport(page, frameA!.box, itemA, referenceUrl(server.get(other.photoId)));
  expect(crossed.diff, 'another photo in the same frame looks different').toBeGreaterThan(3 * SAME_PICTURE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('editor-real-photos.png') });

  // A reload draws them from the on-device cache: the app asks the server for none.
  const appFetches = countAppScreenFetches(page);
  await page.reload();
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await expectSpreadDrawn(page, saved, 0, server);
  await showSpread(page, doc, two);
  await expectSpreadDrawn(page, saved, two, server);
  expect(appFetches.count, 'screen renditions fetched after the reload').toBe(0);

  // Swap two real photos by dragging: the pixels move with them.
  const before = await framesOnScreen(page);
  const itemsBefore = imageItems(doc, two);
  await dragFrame(page, 'Photo 1', 'Photo 2');
  await expect(savedStatus(page)).toBeVisible();
  await expect
    .poll(async () => imageItems((await serverPrint(page, printId)).document, two).map((i) => i.photoId))
    .not.toEqual(itemsBefore.map((i) => i.photoId));
  doc = (await serverPrint(page, printId)).document;
  const after = await framesOnScreen(page);
  expect(after[0]!.photoId).toBe(before[1]!.photoId);
  expect(after[1]!.photoId).toBe(before[0]!.photoId);
  await expectSpreadDrawn(page, saved, two, server);
  // Where photo 1 was, its picture is gone.
  const oldItem = itemsBefore.find((i) => i.photoId === before[0]!.photoId)!;
  const stale = await frameReport(page, after[0]!.box, oldItem, referenceUrl(server.get(oldItem.photoId)));
  expect(stale.diff).toBeGreaterThan(SAME_PICTURE);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('editor-real-photos-swapped.png') });

  // A fresh browser (no IndexedDB, no caches) signed in as the same user: photos from the server.
  let second: BrowserContext | null = null;
  try {
    const use = info.project.use;
    second = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: use.viewport,
      deviceScaleFactor: use.deviceScaleFactor,
      isMobile: use.isMobile,
      hasTouch: use.hasTouch,
      userAgent: use.userAgent,
    });
    const other = await second.newPage();
    // Which browser saves later is a race: this page may get the settled 409 as well (below).
    const firstPageErrorsBefore = consoleErrors.length;
    const errors: string[] = [];
    // Both browsers save the app's own refinements (place names, the draft's analysis): the later
    // save gets a 409, which Chromium logs, and the editor settles it by itself. Any other error fails.
    other.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const settled409 =
        /status of 409 \(Conflict\)/.test(msg.text()) && msg.location().url.includes('/api/print/');
      if (!settled409) errors.push(msg.text());
    });
    other.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await other.goto('/webapp/account');
    await expect(other).toHaveURL(/\/webapp\/sign-in/);
    await other.getByLabel('E-mail address', { exact: true }).fill(email);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(other.getByRole('heading', { name: 'Hello, Ann' })).toBeVisible();
    const fetched = countAppScreenFetches(other);
    await other.goto(`/webapp/editor/${printId}`);
    await expect(savedStatus(other)).toBeVisible({ timeout: 20_000 });
    await expectStripDrawn(other, doc);
    await expectEverySpreadDrawn(other, saved, server);
    // Nothing on this device: the editor drew from the server's renditions.
    const placed = new Set(
      Array.from({ length: spreadCount(doc) }, (_, i) =>
        imageItems(doc, i).map((item) => item.photoId),
      ).flat(),
    );
    expect(fetched.count).toBeGreaterThanOrEqual(placed.size);
    await other.evaluate(() => window.scrollTo(0, 0));
    await other.screenshot({ path: info.outputPath('editor-real-photos-fresh.png') });
    expect(errors, 'console errors in the second browser').toEqual([]);
    // Nobody edited in two places: neither browser asks the customer to choose a version.
    const choice = { name: 'This design was changed somewhere else' };
    await expect(savedStatus(other)).toBeVisible();
    await expect(savedStatus(page)).toBeVisible();
    await expect(other.getByRole('alertdialog', choice)).toHaveCount(0);
    await expect(page.getByRole('alertdialog', choice)).toHaveCount(0);
    // This page's own 409 of that race, settled by the editor as the second browser's is; any other
    // console error stays and fails the journey (the fixture checks them at the end).
    const settled = /status of 409 \(Conflict\)/;
    const during = consoleErrors.splice(firstPageErrorsBefore);
    consoleErrors.push(...during.filter((text) => !settled.test(text)));
  } finally {
    await second?.close();
  }
});
