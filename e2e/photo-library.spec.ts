import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { uniqueEmail, signUp } from './auth-helpers';
import { openEditor, openPhotoTray, printWithPhotos, savedStatus } from './editor-helpers';
import { expect, PHOTOS_DIR, type Page, test } from './fixtures';

/**
 * The photo library on the device (src/photos/library.ts): what was picked is kept the moment it
 * is picked, in the editor as in the uploader, and a device written by the release before the
 * library (five idb-keyval databases) loses nothing of a book in progress.
 */
const PRODUCT = 'BOOK-HC-20X20';

/** How many photos of a design the library holds in a state (read from its indexes). */
function libraryCount(page: Page, design: string, state: string) {
  return page.evaluate(
    ({ design, state }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('bindery-library');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('photos')) {
            db.close();
            return resolve(0);
          }
          const get = db.transaction('photos').objectStore('photos').index('by-design').getAll(design);
          get.onsuccess = () => {
            db.close();
            resolve((get.result as { state: string }[]).filter((r) => r.state === state).length);
          };
          get.onerror = () => reject(get.error);
        };
      }),
    { design, state },
  );
}

const unusedCount = async (page: Page) => {
  const name = (await page.getByRole('button', { name: /^Unused photos \(\d+\)$/ }).textContent()) ?? '';
  return Number(name.match(/\((\d+)\)/)?.[1] ?? Number.NaN);
};

test('photos picked in the editor and not added yet are still there after a reload', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const print = await printWithPhotos(page, info.project.name, 4);
  await openEditor(page, print.id);
  await openPhotoTray(page);
  const unusedBefore = await unusedCount(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const upload = page.getByRole('dialog', { name: 'Add photos' });
  const picked = ['photo-07.jpg', 'photo-08.jpg'];
  await upload.getByLabel('Choose photos').setInputFiles(picked.map((f) => join(PHOTOS_DIR, f)));
  for (const name of picked) await expect(upload.getByRole('listitem', { name })).toBeVisible();
  // Kept on the device as picked, before the customer confirms anything.
  await expect.poll(() => libraryCount(page, `print:${print.id}`, 'picked')).toBe(2);

  await page.reload();
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await openPhotoTray(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  for (const name of picked)
    await expect(upload.getByRole('listitem', { name })).toContainText('Ready to add', { timeout: 30_000 });
  if (info.project.name === 'phone')
    await page.screenshot({ path: info.outputPath('picked-after-reload.png') });
  await upload.getByRole('button', { name: 'Add 2 photos' }).click();
  const reporter = page.getByRole('dialog', { name: 'Adding photos' });
  await expect(reporter.getByText('Done: 2 photos are in your tray and uploaded.')).toBeVisible({
    timeout: 60_000,
  });
  await reporter.getByRole('button', { name: 'Done', exact: true }).click();
  await expect.poll(() => unusedCount(page)).toBe(unusedBefore + 2);
  // Photos now, not picks: another reload offers nothing again.
  expect(await libraryCount(page, `print:${print.id}`, 'picked')).toBe(0);
});

test('a book in progress stored by the release before the library is taken over whole', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const files = ['photo-07.jpg', 'photo-08.jpg'].map((name) => ({
    name,
    data: readFileSync(join(PHOTOS_DIR, name)).toString('base64'),
    bytes: statSync(join(PHOTOS_DIR, name)).size,
  }));
  // A page of the origin that runs none of the app, so nothing opens the library before the seed.
  // (The browser asks such a page's origin for /favicon.ico, which only the marketing site has.)
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/webapp/api/catalog');
  await page.evaluate(
    async ({ files, product }) => {
      const put = (db: string, store: string, entries: [string, unknown][]) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(db);
          open.onupgradeneeded = () => open.result.createObjectStore(store);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction(store, 'readwrite');
            for (const [key, value] of entries) tx.objectStore(store).put(value, key);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        });
      const fileOf = (f: { name: string; data: string }) =>
        new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, {
          type: 'image/jpeg',
          lastModified: 1,
        });
      const [read, unread] = files as [(typeof files)[0], (typeof files)[0]];
      const record = {
        id: 'old-read',
        draftId: 'old-draft',
        name: read.name,
        mime: 'image/jpeg',
        bytes: read.bytes,
        lastModified: 1,
        addedAt: 1,
        sha256: 'seeded',
        width: 2048,
        height: 1536,
        takenAt: null,
        orientation: 1,
        camera: null,
        gps: null,
        warnings: [],
        upload: {
          status: 'waiting',
          url: null,
          printId: null,
          bytesSent: 0,
          serverId: null,
          serverStatus: null,
          serverReason: null,
          error: null,
        },
        originalEvicted: false,
        renditions: [],
      };
      await put('bindery-photos', 'records', [['old-read', record]]);
      await put('bindery-photo-originals', 'blobs', [['old-read', fileOf(read)]]);
      await put('bindery-drafts', 'drafts', [
        [product, { id: 'old-draft', productCode: product, createdAt: 1, printId: null }],
      ]);
      await put('bindery-photo-picked', 'files', [
        ['old-unread', { id: 'old-unread', draftId: 'old-draft', addedAt: 2, file: fileOf(unread) }],
      ]);
    },
    { files, product: PRODUCT },
  );

  // The customer comes back with the new release and signs in: the upload left unfinished goes
  // on from the first page that opens (ResumeUploads), from the record the library took over.
  await signUp(page, uniqueEmail('library', info.project.name));
  await expect.poll(() => libraryCount(page, 'old-draft', 'uploaded'), { timeout: 60_000 }).toBe(1);
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  // The file picked but not read is read now: both photos in the book, both uploaded.
  await expect(page.getByText('2 of 2 photos uploaded')).toBeVisible({ timeout: 90_000 });
  for (const name of ['photo-07.jpg', 'photo-08.jpg'])
    await expect(page.getByRole('listitem', { name })).toBeVisible();
  if (info.project.name === 'phone') await page.screenshot({ path: info.outputPath('taken-over.png') });
  const onServer = (await (await page.request.get('/webapp/api/photo/list')).json()) as {
    photos: { clientId: string | null; status: string }[];
  };
  expect(onServer.photos.map((p) => p.clientId).sort()).toEqual(['old-read', 'old-unread']);
  // The earlier release's databases are gone once copied.
  await expect
    .poll(async () =>
      (await page.evaluate(() => indexedDB.databases()))
        .map((d) => d.name)
        .filter((n) => n?.startsWith('bindery-photo')),
    )
    .toEqual([]);
});

/** Every record the photo library holds, of any design, and what Cache Storage holds of renditions. */
const deviceHolds = (page: Page) =>
  page.evaluate(async () => {
    const records = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('bindery-library');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('photos')) {
          db.close();
          return resolve(0);
        }
        const stores = ['photos', 'originals', 'renditions'].filter((s) => db.objectStoreNames.contains(s));
        const tx = db.transaction(stores);
        const counts = stores.map((s) => tx.objectStore(s).count());
        tx.oncomplete = () => {
          db.close();
          resolve(counts.reduce((sum, c) => sum + c.result, 0));
        };
        tx.onerror = () => reject(tx.error);
      };
    });
    const renditions = (await caches.has('bindery-renditions'))
      ? (await (await caches.open('bindery-renditions')).keys()).length
      : 0;
    return { records, renditions };
  });

test("signing out forgets this device's photos: the library and the cached renditions", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const print = await printWithPhotos(page, info.project.name, 4);
  await openEditor(page, print.id);
  await openPhotoTray(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const upload = page.getByRole('dialog', { name: 'Add photos' });
  await upload.getByLabel('Choose photos').setInputFiles([join(PHOTOS_DIR, 'photo-07.jpg')]);
  await expect(upload.getByRole('listitem', { name: 'photo-07.jpg' })).toContainText('Ready to add', {
    timeout: 30_000,
  });
  // A rendition kept for offline use, as the service worker keeps one it fetched.
  await page.evaluate(async () => {
    const cache = await caches.open('bindery-renditions');
    await cache.put('/webapp/api/photo/p1/screen', new Response(new Blob([new Uint8Array(8)])));
  });
  const before = await deviceHolds(page);
  expect(before.records).toBeGreaterThan(0);
  expect(before.renditions).toBe(1);

  await page.goto('/webapp/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/webapp\/$/);
  // The next person on this phone finds none of them.
  expect(await deviceHolds(page)).toEqual({ records: 0, renditions: 0 });
});
