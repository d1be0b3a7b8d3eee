import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { UPLOAD_CHUNK_BYTES } from '../contract/photo/upload-limits';
import { EDGE_DIR, PHOTOS_DIR } from './fixtures';
import { explained, throttleUploads, watchPage } from './network-helpers';

/**
 * The uploader journeys. These go offline and reload mid-upload on purpose, which makes the
 * browser log failed requests, so this spec checks the console itself: anything but those
 * network failures fails the test.
 */
const PHOTOS = PHOTOS_DIR;
const EDGE = EDGE_DIR;
const PRODUCT = 'BOOK-HC-20X20';
const NETWORK_NOISE =
  /net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|ABORTED|CONNECTION)|Failed to load resource/;

test.beforeEach(async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !NETWORK_NOISE.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  (page as Page & { errors?: string[] }).errors = errors;
});

test.afterEach(async ({ page }) => {
  expect((page as Page & { errors?: string[] }).errors, 'console errors').toEqual([]);
});

const photoFiles = (n: number) =>
  readdirSync(PHOTOS)
    .filter((f) => /^photo-\d+\.jpg$/.test(f))
    .sort()
    .slice(0, n)
    .map((f) => join(PHOTOS, f));

interface Patch {
  phase: 'before' | 'after';
  url: string;
  offset: number;
  length: number;
}

/**
 * Every tus PATCH: its upload URL, offset and body length. The phase is taken when the request
 * starts; the length (Content-Length) is read later, and a request cut off by the reload counts
 * as a whole chunk, which only makes the check stricter.
 */
function recordPatches(page: Page) {
  const state = { phase: 'before' as Patch['phase'] };
  const pending: Promise<Patch>[] = [];
  const inFlight = new Set<Request>();
  const settled = (req: Request) => inFlight.delete(req);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('request', (req: Request) => {
    if (req.method() !== 'PATCH' || !req.url().includes('/photo/upload/')) return;
    inFlight.add(req);
    const phase = state.phase;
    const offset = Number(req.headers()['upload-offset'] ?? Number.NaN);
    pending.push(
      req
        .allHeaders()
        .then((h) => Number(h['content-length'] ?? UPLOAD_CHUNK_BYTES))
        .catch(() => UPLOAD_CHUNK_BYTES)
        .then((length) => ({ phase, url: req.url(), offset, length })),
    );
  });
  return { state, all: () => Promise.all(pending), inFlight: () => inFlight.size };
}

async function openUploader(page: Page) {
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
}

const total = (page: Page) => page.getByRole('progressbar', { name: 'Upload progress of all photos' });
const uploadedText = (page: Page, n: number) => page.getByText(`${n} of ${n} photos uploaded`);

test('24 photos upload through a lost network and come back after a reload', async ({ page, context }) => {
  test.setTimeout(180_000);
  const patches = recordPatches(page);
  const watch = watchPage(page);
  await openUploader(page);
  await throttleUploads(page, 400 * 1024);
  await page.getByLabel('Choose photos').setInputFiles(photoFiles(24));

  // The first layout shows from the decoded photos, long before the uploads are done. (Once in a
  // loaded run it never came and no upload started: the failure says what the page waited for.)
  await explained(watch, 'Spread 1 was not drawn in 30 s', () =>
    expect(page.getByRole('img', { name: 'Spread 1' })).toBeVisible({ timeout: 30_000 }),
  );
  // The spreads after it follow once it shows its photos (they are held back only until then).
  await expect(page.getByRole('img', { name: 'Spread 6' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem', { name: 'photo-24.jpg' })).toBeVisible();
  await expect(total(page)).toBeVisible();

  // Offline halfway, then back.
  await expect
    .poll(async () => Number(await total(page).getAttribute('value')), { timeout: 60_000 })
    .toBeGreaterThan(20);
  await context.setOffline(true);
  await expect(page.getByText(/you are offline/i)).toBeVisible();
  await page.waitForTimeout(1500);
  await context.setOffline(false);
  await expect(page.getByText(/you are offline/i)).toBeHidden();

  // Reload in the middle: what the server had is not sent again (beyond a chunk in flight per file).
  await expect
    .poll(async () => Number(await total(page).getAttribute('value')), { timeout: 60_000 })
    .toBeGreaterThan(45);
  // Reload while a chunk is on its way (on a busy machine the queue can sit between files).
  await expect.poll(() => patches.inFlight(), { timeout: 60_000 }).toBeGreaterThan(0);
  patches.state.phase = 'after';
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  await expect(uploadedText(page, 24)).toBeVisible({ timeout: 120_000 });

  const all = await patches.all();
  expect(all.every((p) => Number.isFinite(p.offset))).toBe(true);
  const urls = new Set(all.map((p) => p.url));
  expect(urls.size).toBe(24);
  // Bytes sent more than once = all bytes sent for an upload minus its size (its furthest end).
  let resent = 0;
  for (const url of urls) {
    const mine = all.filter((p) => p.url === url);
    const size = Math.max(...mine.map((p) => p.offset + p.length));
    const sent = mine.reduce((n, p) => n + p.length, 0);
    // An upload is never sent twice over: at most the chunk in flight at each of the two cuts.
    expect(sent - size, url).toBeLessThanOrEqual(2 * UPLOAD_CHUNK_BYTES);
    resent += sent - size;
  }
  // Three uploads run at once: at most three chunks in flight at each cut (offline, reload).
  expect(resent).toBeLessThanOrEqual(2 * 3 * UPLOAD_CHUNK_BYTES);
  // Uploads cut by the reload went on with the same upload from where the server had it.
  const cut = [...urls].filter(
    (u) =>
      all.some((p) => p.url === u && p.phase === 'before') &&
      all.some((p) => p.url === u && p.phase === 'after'),
  );
  expect(cut.length).toBeGreaterThan(0);
  const resumedAt = cut.map((url) => all.find((p) => p.url === url && p.phase === 'after')?.offset ?? 0);
  expect(Math.max(...resumedAt)).toBeGreaterThan(0);

  await expect(page.getByRole('listitem', { name: 'photo-01.jpg' }).getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
});

test('each edge file gets its outcome, and a duplicate is offered to skip', async ({ page }) => {
  test.setTimeout(120_000);
  await openUploader(page);
  const edge = readdirSync(EDGE).map((f) => join(EDGE, f));
  await page
    .getByLabel('Choose photos')
    .setInputFiles([...edge, join(PHOTOS, 'photo-01.jpg'), join(PHOTOS, 'photo-01.jpg')]);

  const row = (name: string) => page.getByRole('listitem', { name }).first();
  await expect(row('empty.jpg')).toContainText('The file is empty.', { timeout: 60_000 });
  await expect(row('not-an-image.jpg')).toContainText('This is not a JPEG, PNG, WebP or HEIC photo.');
  await expect(row('bomb-20000x20000.png')).toContainText('too many pixels', { timeout: 60_000 });
  await expect(row('truncated.jpg')).toContainText('damaged');
  await expect(page.getByText('1 photo is already in this set.')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Skip duplicates' }).click();
  await expect(page.getByText('1 photo is already in this set.')).toBeHidden();

  // Accepted and uploaded: HEIC (decoded on the device), WebP, PNG with alpha, CMYK, grey, tiny, panorama.
  for (const name of [
    'heic-landscape.heic',
    'heic-portrait.heic',
    'photo.webp',
    'transparent-cutout.png',
    'cmyk.jpg',
    'grayscale.jpg',
    'tiny-320x240.jpg',
    'panorama-4096x512.jpg',
  ]) {
    await expect(row(name).getByText('Uploaded'), name).toBeVisible({ timeout: 90_000 });
  }
  await expect(uploadedText(page, 9)).toBeVisible();
});

test('an upload can be paused and resumed', async ({ page }) => {
  await openUploader(page);
  await throttleUploads(page, 60 * 1024);
  await page.getByLabel('Choose photos').setInputFiles([join(PHOTOS, 'photo-19.jpg')]);
  const row = page.getByRole('listitem', { name: 'photo-19.jpg' });
  // Pause once bytes are flowing (a slow link: 677 KB at 100 KB/s).
  await expect
    .poll(async () => Number(await row.getByRole('progressbar').getAttribute('value')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await row.getByRole('button', { name: 'Pause photo-19.jpg' }).click();
  await expect(row.getByText('Paused')).toBeVisible();
  const value = Number(await row.getByRole('progressbar').getAttribute('value'));
  await page.waitForTimeout(1000);
  expect(Number(await row.getByRole('progressbar').getAttribute('value'))).toBe(value);
  await row.getByRole('button', { name: 'Resume photo-19.jpg' }).click();
  await expect(row.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
});
