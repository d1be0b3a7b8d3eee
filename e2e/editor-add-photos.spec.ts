import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listUnusedPhotos } from '../render-core';
import {
  frames,
  openEditor,
  openPhotoTray,
  printWithPhotos,
  savedStatus,
  serverPrint,
} from './editor-helpers';
import { EDGE_DIR, expect, PHOTOS_DIR, test } from './fixtures';
import { throttleUploads, unthrottle } from './network-helpers';

const PHOTOS = PHOTOS_DIR;
const EDGE = EDGE_DIR;
/** A landscape, a portrait and a portrait stored sideways (EXIF orientation 6). */
const PICKED = ['photo-03.jpg', 'photo-13.jpg', 'photo-20.jpg'];
/** The first 45 % of a JPEG: the image worker refuses it as damaged. */
const BROKEN = 'truncated.jpg';

const unusedButton = (page: Page) => page.getByRole('button', { name: /^Unused photos \(\d+\)$/ });
async function unusedCount(page: Page): Promise<number> {
  const name = (await unusedButton(page).textContent()) ?? '';
  return Number(name.match(/\((\d+)\)/)?.[1] ?? Number.NaN);
}

/** Whether the tray tile of a photo has drawn its bitmap (an undrawn tile keeps the 300 px default). */
const tileDrawn = (page: Page, n: number) =>
  page
    .getByRole('region', { name: 'Unused photos' })
    .getByRole('button', { name: `Unused photo ${n}`, exact: true })
    .locator('canvas')
    .evaluate((c: HTMLCanvasElement) => c.width === 96);

test('photos added in the editor are checked, reported, uploaded, placed, undone as one step and kept', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  const before = new Set(print.document.photos.map((p) => p.id));
  await openEditor(page, print.id);
  // Adding photos and the unused ones live in the photo tray, opened by the Photos tool.
  await openPhotoTray(page);
  const unusedBefore = await unusedCount(page);

  // Pick three real photos and a broken file; each is checked in the image worker.
  await page.getByRole('button', { name: 'Add photos' }).click();
  const upload = page.getByRole('dialog', { name: 'Add photos' });
  await upload
    .getByLabel('Choose photos')
    .setInputFiles([...PICKED.map((f) => join(PHOTOS, f)), join(EDGE, BROKEN)]);
  await expect(upload.getByRole('listitem', { name: BROKEN })).toContainText(
    'The file is damaged and cannot be read.',
    { timeout: 30_000 },
  );
  await expect(upload.getByRole('heading', { name: '1 file could not be added' })).toBeVisible();
  for (const name of PICKED) {
    await expect(upload.getByRole('listitem', { name })).toContainText('Ready to add', { timeout: 30_000 });
  }
  if (info.project.name === 'phone') await page.screenshot({ path: info.outputPath('upload-modal.png') });

  // Confirm: the progress reporter takes over while the uploads run (slowly, on purpose).
  const cdp = await throttleUploads(page, 100 * 1024);
  await upload.getByRole('button', { name: 'Add 3 photos' }).click();
  const reporter = page.getByRole('dialog', { name: 'Adding photos' });
  await expect(reporter).toBeVisible();
  await expect(reporter.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expect(reporter.getByText(/^[0-2] of 3$/)).toBeVisible();
  await expect(reporter.getByText('3 photos added to your tray. Uploading them…')).toBeVisible({
    timeout: 30_000,
  });
  await expect(reporter.getByText(`${BROKEN}: The file is damaged and cannot be read.`)).toBeVisible();
  if (info.project.name === 'phone')
    await page.screenshot({ path: info.outputPath('progress-reporter.png') });

  // Keep working: the reporter closes, the work goes on, and it can be brought back.
  await reporter.getByRole('button', { name: 'Keep working' }).click();
  await expect(reporter).toBeHidden();
  await expect.poll(() => unusedCount(page)).toBe(unusedBefore + 3);
  await page.getByRole('button', { name: 'Add photos' }).click();
  await expect(upload.getByText('We are still adding your last photos.')).toBeVisible();
  if (info.project.name === 'phone') await page.screenshot({ path: info.outputPath('upload-busy.png') });
  await upload.getByRole('button', { name: 'Show progress' }).click();
  await expect(reporter).toBeVisible();
  await unthrottle(cdp);
  await expect(reporter.getByText('Done: 3 photos are in your tray and uploaded.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(reporter.getByText('3 of 3')).toBeVisible();
  if (info.project.name === 'phone') await page.screenshot({ path: info.outputPath('progress-done.png') });
  await reporter.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(reporter).toBeHidden();

  // The server document has the three in its pool, and the server has each photo ready.
  await expect(savedStatus(page)).toBeVisible();
  let added: string[] = [];
  await expect
    .poll(async () => {
      const doc = (await serverPrint(page, print.id)).document;
      added = doc.photos.map((p) => p.id).filter((id) => !before.has(id));
      return added.length;
    })
    .toBe(3);
  // Uploads are acknowledged at once; the server makes each photo's renditions just after.
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/webapp/api/photo/list')).json()) as {
        photos: { clientId: string | null; status: string }[];
      };
      return list.photos
        .filter((p) => p.clientId && added.includes(p.clientId))
        .map((p) => p.status)
        .sort();
    })
    .toEqual(['ready', 'ready', 'ready']);
  // Drawn from the photos kept on this device.
  await expect.poll(() => tileDrawn(page, unusedBefore + 1)).toBe(true);

  // One undo takes all three out; redo brings them back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => unusedCount(page)).toBe(unusedBefore);
  await expect(savedStatus(page)).toBeVisible();
  await expect
    .poll(
      async () => (await serverPrint(page, print.id)).document.photos.filter((p) => !before.has(p.id)).length,
    )
    .toBe(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => unusedCount(page)).toBe(unusedBefore + 3);

  // Drag the first new photo from the tray into the first frame of the spread.
  const tray = page.getByRole('region', { name: 'Unused photos' });
  await tray.scrollIntoViewIfNeeded();
  const from = (await tray
    .getByRole('button', { name: `Unused photo ${unusedBefore + 1}`, exact: true })
    .boundingBox())!;
  const to = (await frames(page).getByRole('button', { name: 'Photo 1', exact: true }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  // The photo that was in the frame goes to the tray, unless the cover shows it too.
  await expect(savedStatus(page)).toBeVisible();
  const placed = async () => {
    const doc = (await serverPrint(page, print.id)).document;
    const inFrames = [doc.cover, doc.backCover, ...doc.pages].flatMap(
      (p) => p?.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])) ?? [],
    );
    return {
      pool: doc.photos.filter((p) => added.includes(p.id)).length,
      placed: inFrames.filter((id) => added.includes(id)).length,
    };
  };
  await expect.poll(placed).toEqual({ pool: 3, placed: 1 });
  const unusedAfter = listUnusedPhotos((await serverPrint(page, print.id)).document).length;
  expect(await unusedCount(page)).toBe(unusedAfter);

  // A reload keeps everything, and the new photos still draw.
  await page.reload();
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await openPhotoTray(page);
  await expect.poll(() => unusedCount(page)).toBe(unusedAfter);
  expect(await placed()).toEqual({ pool: 3, placed: 1 });
  // The last tile is a new photo (one taken out of the frame comes before it).
  await expect.poll(() => tileDrawn(page, unusedAfter)).toBe(true);
});

test('a photo dropped on the picker that is already in the design is offered to skip', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  // Adding photos and the unused ones live in the photo tray, opened by the Photos tool.
  await openPhotoTray(page);
  const unusedBefore = await unusedCount(page);
  await page.getByRole('button', { name: 'Add photos' }).click();
  const upload = page.getByRole('dialog', { name: 'Add photos' });
  await upload.getByLabel('Choose photos').setInputFiles(join(PHOTOS, 'photo-05.jpg'));
  await upload.getByRole('button', { name: 'Add 1 photo' }).click();
  const reporter = page.getByRole('dialog', { name: 'Adding photos' });
  await expect(reporter.getByText('Done: 1 photo is in your tray and uploaded.')).toBeVisible({
    timeout: 60_000,
  });
  await reporter.getByRole('button', { name: 'Done', exact: true }).click();
  await expect.poll(() => unusedCount(page)).toBe(unusedBefore + 1);

  // The same photo again, dropped this time, with a new one beside it.
  await page.getByRole('button', { name: 'Add photos' }).click();
  const bytes = (name: string) => readFileSync(join(PHOTOS, name)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    (files: { name: string; data: string }[]) => {
      const dt = new DataTransfer();
      for (const f of files) {
        const raw = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
        dt.items.add(new File([raw], f.name, { type: 'image/jpeg' }));
      }
      return dt;
    },
    [
      { name: 'photo-05.jpg', data: bytes('photo-05.jpg') },
      { name: 'photo-06.jpg', data: bytes('photo-06.jpg') },
    ],
  );
  await upload
    .getByText('JPEG, PNG, WebP or HEIC, up to 50 MB each.')
    .dispatchEvent('drop', { dataTransfer });
  await expect(upload.getByText('1 photo is already in this design.')).toBeVisible({ timeout: 30_000 });
  await expect(upload.getByRole('listitem', { name: 'photo-05.jpg' })).toContainText(
    'Already in this design.',
  );
  await upload.getByRole('button', { name: 'Skip duplicates' }).click();
  await expect(upload.getByRole('listitem', { name: 'photo-05.jpg' })).toBeHidden();
  await expect(upload.getByRole('listitem', { name: 'photo-06.jpg' })).toContainText('Ready to add', {
    timeout: 30_000,
  });
  await upload.getByRole('button', { name: 'Add 1 photo' }).click();
  await expect(reporter.getByText('Done: 1 photo is in your tray and uploaded.')).toBeVisible({
    timeout: 60_000,
  });
  await reporter.getByRole('button', { name: 'Done', exact: true }).click();
  await expect.poll(() => unusedCount(page)).toBe(unusedBefore + 2);
});
