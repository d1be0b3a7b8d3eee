import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Request, test } from '@playwright/test';
import { UPLOAD_CHUNK_BYTES } from '../contract/photo/upload-limits';
import { makePhotos } from '../scripts/make-photos';
import { dragFrame, type ServerPrint, serverPrint, tapFrame } from './editor-helpers';
import { expect, type Page } from './fixtures';
import { explained, throttleUploads, unthrottle, watchPage } from './network-helpers';

/**
 * Issue 13's acceptance journey: 100 photos picked at once become an editable book before their
 * uploads finish; edits made while they upload are kept; a reload in the middle loses nothing and
 * sends at most one chunk of a file again; every photo ends uploaded, and the editor draws it from
 * the server's rendition once the device has none. The photos are made here by
 * scripts/make-photos.ts (1600 px, to keep the run short; the bench uses 4032 px).
 */
const COUNT = 100;
const PRODUCT = 'BOOK-HC-20X20';
/**
 * Slow enough that the uploads are still going when the edits and the reload are made, even on a
 * loaded machine (the 100 photos are about 37 MB: at 3 MB/s they were all up before the reload in
 * runs beside other work); the limit is lifted after the reload.
 */
const UPLOAD_BYTES_PER_SECOND = 1024 * 1024;
const NETWORK_NOISE =
  /net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|ABORTED|CONNECTION)|Failed to load resource/;

let dir = '';
let files: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // A folder of photos made before (E2E_INTAKE_PHOTOS) saves making them again on a rerun.
  const premade = process.env.E2E_INTAKE_PHOTOS;
  if (premade) {
    files = readdirSync(premade)
      .filter((f) => f.endsWith('.jpg'))
      .sort()
      .slice(0, COUNT)
      .map((f) => join(premade, f));
    expect(files).toHaveLength(COUNT);
    return;
  }
  dir = mkdtempSync(join(tmpdir(), 'bindery-intake-100-'));
  files = await makePhotos(COUNT, dir, { minEdge: 1600, maxEdge: 1600 });
  expect(files).toHaveLength(COUNT);
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Patch {
  url: string;
  offset: number;
  length: number;
}

/** Every tus PATCH (upload URL, offset, body length); one cut off by the reload counts whole. */
function recordPatches(page: Page) {
  const pending: Promise<Patch>[] = [];
  const inFlight = new Set<Request>();
  const settled = (req: Request) => inFlight.delete(req);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('request', (req) => {
    if (req.method() !== 'PATCH' || !req.url().includes('/photo/upload/')) return;
    inFlight.add(req);
    const offset = Number(req.headers()['upload-offset'] ?? Number.NaN);
    pending.push(
      req
        .allHeaders()
        .then((h) => Number(h['content-length'] ?? UPLOAD_CHUNK_BYTES))
        .catch(() => UPLOAD_CHUNK_BYTES)
        .then((length) => ({ url: req.url(), offset, length })),
    );
  });
  return { all: () => Promise.all(pending), inFlight: () => inFlight.size };
}

/** The server's photos of this customer, by their on-device id. */
async function serverPhotos(page: Page) {
  const res = await page.request.get('/webapp/api/photo/list');
  expect(res.ok()).toBe(true);
  const { photos } = (await res.json()) as {
    photos: { id: string; clientId: string | null; status: string }[];
  };
  return photos;
}

const readyCount = async (page: Page) =>
  (await serverPhotos(page)).filter((p) => p.status === 'ready').length;

/** The photo frames of inner pages 1 and 2, with their photo, crop filter. */
function firstSpread(print: ServerPrint) {
  return print.document.pages
    .slice(0, 2)
    .flatMap((p) => p.frames)
    .flatMap((f) => (f.kind === 'photo' ? [{ photoId: f.photoId, filter: f.filter }] : []));
}

test('100 photos: the editor opens before the uploads end, edits are kept, a reload loses nothing', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const errors: string[] = [];
  const watch = watchPage(page);
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !NETWORK_NOISE.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  const patches = recordPatches(page);
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  const throttle = await throttleUploads(page, UPLOAD_BYTES_PER_SECOND);
  await page.getByLabel('Choose photos').setInputFiles(files);

  // The photos show as a grid of tiles, each named by its file and state.
  const grid = page
    .getByRole('list')
    .filter({ has: page.getByRole('listitem', { name: /synth-0001\.jpg/ }) });
  await expect(grid.getByRole('listitem')).toHaveCount(COUNT, { timeout: 60_000 });
  // Once in CI the preview was never drawn and every photo stayed "Waiting", with no trace kept of
  // the first try: a failure here says what the page logged and waited for (the summary prints
  // its first line).
  await explained(watch, 'Spread 1 was not drawn in 60 s', () =>
    expect(page.getByRole('img', { name: 'Spread 1' })).toBeVisible({ timeout: 60_000 }),
  );

  // Continue is there as soon as the book is laid out, long before the uploads are done.
  const proceed = page.getByRole('button', { name: 'Continue to the editor' });
  await expect(proceed).toBeEnabled({ timeout: 60_000 });
  await proceed.click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const printId = page.url().split('/').at(-1) ?? '';
  const opened = await serverPrint(page, printId);
  expect(opened.document.photos).toHaveLength(COUNT);
  const placed = new Set(
    [opened.document.cover, ...opened.document.pages].flatMap((p) =>
      (p?.frames ?? []).flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])),
    ),
  );
  expect(placed.size).toBe(COUNT);
  expect(await readyCount(page)).toBeLessThan(COUNT);
  // A photo whose screen copy is still being made shows as preparing, and turns into the photo
  // once it is made, while the same spread stays on screen.
  await expect(page.getByText('Preparing…')).toHaveCount(0, { timeout: 120_000 });

  // Edits while the photos upload: swap the first two photos of spread 1, then make one black and white.
  await page.getByRole('button', { name: 'Next spread' }).click();
  const before = firstSpread(opened);
  await dragFrame(page, 'Photo 1', 'Photo 2');
  await expect
    .poll(async () => firstSpread(await serverPrint(page, printId)).map((f) => f.photoId), {
      timeout: 30_000,
    })
    .toEqual([before[1]?.photoId, before[0]?.photoId, ...before.slice(2).map((f) => f.photoId)]);
  await tapFrame(page, 'Photo 1');
  await page.getByRole('button', { name: 'Edit photo' }).first().click();
  const photoEditor = page.getByRole('dialog', { name: 'Edit photo' });
  await photoEditor.getByLabel('Black and white').check();
  await photoEditor.getByRole('button', { name: 'Apply' }).click();
  await expect(photoEditor).toBeHidden();
  const edited = async () => firstSpread(await serverPrint(page, printId))[0];
  await expect.poll(edited, { timeout: 30_000 }).toEqual({ photoId: before[1]?.photoId, filter: 'bw' });
  expect(await readyCount(page)).toBeLessThan(COUNT);

  // A reload in the middle of the uploads, while chunks are on their way.
  await expect.poll(() => patches.inFlight(), { timeout: 60_000 }).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Next spread' })).toBeVisible({ timeout: 30_000 });
  await unthrottle(throttle);

  // Every photo ends uploaded and ready on the server, as the photo the document names.
  await expect.poll(() => readyCount(page), { timeout: 420_000, intervals: [2000] }).toBe(COUNT);
  const onServer = await serverPhotos(page);
  expect(new Set(onServer.map((p) => p.clientId))).toEqual(new Set(opened.document.photos.map((p) => p.id)));
  expect(await edited()).toEqual({ photoId: before[1]?.photoId, filter: 'bw' });

  const all = await patches.all();
  const urls = new Set(all.map((p) => p.url));
  expect(urls.size).toBe(COUNT);
  for (const url of urls) {
    const mine = all.filter((p) => p.url === url);
    const size = Math.max(...mine.map((p) => p.offset + p.length));
    const sent = mine.reduce((n, p) => n + p.length, 0);
    // The reload re-sends at most the chunk that was on its way.
    expect(sent - size, url).toBeLessThanOrEqual(UPLOAD_CHUNK_BYTES);
  }

  // Drawn from the server: with this device's renditions gone, the editor fetches the server's.
  // Emptied, not deleted: the open page keeps a connection, which would block a deletion.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('bindery-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('renditions', 'readwrite');
          tx.objectStore('renditions').clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  // Counted by the server's id: the app asks by the device's id (a uuid the server also knows)
  // where its list of server ids is older than the photo's upload, and both name one photo.
  const serverIdOf = new Map(onServer.map((p) => [p.clientId, p.id]));
  const drawn = new Set<string>();
  page.on('response', (res) => {
    const m = /\/webapp\/api\/photo\/([^/]+)\/(screen|thumb)$/.exec(new URL(res.url()).pathname);
    if (m?.[1] && res.status() === 200) drawn.add(serverIdOf.get(m[1]) ?? m[1]);
  });
  await page.reload();
  await page.getByRole('button', { name: 'Next spread' }).click();
  const shownIds = firstSpread(await serverPrint(page, printId)).map((f) => serverIdOf.get(f.photoId ?? ''));
  await expect.poll(() => shownIds.every((id) => id && drawn.has(id)), { timeout: 30_000 }).toBe(true);
  // The strip's thumbnails ask for every photo of the book.
  await expect.poll(() => drawn.size, { timeout: 120_000 }).toBe(COUNT);
  expect([...drawn].filter((id) => !onServer.some((p) => p.id === id))).toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});
