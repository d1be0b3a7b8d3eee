import type { BookDocument } from '../render-core';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { chooseMore, PRODUCT, pickFixturePhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 17, places: photos picked with GPS of San Sebastián make a book titled by that town and
 * the month, on screen and on the server, without an undo step; the More menu's switch puts a
 * title page before each chapter, named by place and day, and undo takes them out again.
 */

/** The three fixture photos taken at La Concha, San Sebastián, on 5 July 2026 (fixtures/README.md). */
const SAN_SEBASTIAN = ['photos/photo-08.jpg', 'photos/photo-09.jpg', 'photos/photo-10.jpg'];
const TITLE = 'San Sebastián, July 2026';

/** ICU writes thin and no-break spaces in some dates; the customer reads spaces. */
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');

const chapterTitles = (doc: BookDocument) =>
  doc.pages.flatMap((p) =>
    p.template === 'chapter-title' ? p.frames.flatMap((f) => (f.kind === 'text' ? [plain(f.text)] : [])) : [],
  );

test('photos with GPS of San Sebastián give a book named after the town, with chapter title pages on request', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const picked = await pickFixturePhotos(SAN_SEBASTIAN);
  expect(picked.every((p) => p.hasGps)).toBe(true);
  const lookups: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/places/lookup')) lookups.push(req.postData() ?? '');
  });

  await signUpByApi(page, uniqueEmail('places', info.project.name));
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  // The uploader asks for the places from the positions in the headers it read (not the uploads).
  const lookedUp = page.waitForResponse((res) => res.url().includes('/api/places/lookup'));
  await page.getByLabel('Choose photos').setInputFiles(picked.map((p) => p.path));
  await expect(page.getByRole('img', { name: 'Spread 1' })).toBeVisible({ timeout: 60_000 });
  expect((await lookedUp).ok()).toBe(true);
  // Straight on, before the uploads end: the names come from the positions read on the device.
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
  const printId = page.url().split('/').pop()!;

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 30_000 });
  // Naming the book is not the customer's edit: there is nothing to undo.
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  // One call for the whole pick.
  expect(lookups).toHaveLength(1);
  expect(JSON.parse(lookups[0]!).points).toHaveLength(1);
  await expect.poll(async () => (await serverPrint(page, printId)).title, { timeout: 30_000 }).toBe(TITLE);
  const saved = (await serverPrint(page, printId)).document;
  expect(saved.photos.map((p) => p.place)).toEqual(Array(3).fill('San Sebastián (ES)'));
  await page.screenshot({ path: info.outputPath('named-book.png'), animations: 'disabled' });

  await chooseMore(page, 'Add chapter title pages');
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => chapterTitles((await serverPrint(page, printId)).document), { timeout: 20_000 })
    .toEqual(['San Sebastián, 5 July']);
  const withTitles = (await serverPrint(page, printId)).document;
  expect(withTitles.pages[0]!.template).toBe('chapter-title');
  expect(withTitles.pages.length % 2).toBe(0);
  await page.getByRole('button', { name: 'Next spread' }).click();
  await page.screenshot({ path: info.outputPath('chapter-title-page.png'), animations: 'disabled' });

  // The switch reads the other way now, and undo takes the pages out again.
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove chapter title pages' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => chapterTitles((await serverPrint(page, printId)).document), { timeout: 20_000 })
    .toEqual([]);
  expect((await serverPrint(page, printId)).title).toBe(TITLE);
});

/** Issue 25: three towns in Spain (Bilbao, San Sebastián, Santander), all in July 2026. */
const SPAIN = ['photos/photo-02.jpg', 'photos/photo-08.jpg', 'edge/grayscale.jpg'];

test('a new book picked in German is titled in German, and keeps that title in another language', async ({
  page,
  consoleErrors,
}, info) => {
  test.setTimeout(180_000);
  const picked = await pickFixturePhotos(SPAIN);
  await page
    .context()
    .addCookies([{ name: 'bindery_locale', value: 'de-de', domain: 'localhost', path: '/' }]);
  await signUpByApi(page, uniqueEmail('places-de', info.project.name));
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await page.getByLabel('Fotos auswählen').setInputFiles(picked.map((p) => p.path));
  await expect(page.getByRole('img', { name: 'Doppelseite 1' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Weiter zum Editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
  const printId = page.url().split('/').pop()!;
  // Not "Spain, July 2026": the country and the month in the customer's language.
  const title = 'Spanien, Juli 2026';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await serverPrint(page, printId)).title, { timeout: 30_000 }).toBe(title);

  // A title once made is the customer's: another language later never changes it.
  await page
    .context()
    .addCookies([{ name: 'bindery_locale', value: 'pl-pl', domain: 'localhost', path: '/' }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  expect((await serverPrint(page, printId)).title).toBe(title);
  // The reload may cut a save short after the server took it: the kept draft then meets a 409
  // whose copy is the very document it sent, which is no conflict to ask the customer about.
  await expect(page.getByRole('status').filter({ hasText: 'Wszystkie zmiany zapisane' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const cutShort = (e: string) => e.includes('status of 409');
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !cutShort(e)));
});
