import {
  dragFrame,
  frames,
  openEditor,
  printWithPhotos,
  savedStatus,
  serverPrint,
  spreadPhotoIds,
  tapFrame,
} from './editor-helpers';
import { expect, test } from './fixtures';
import { typeNewCaption } from './caption-helpers';

/**
 * The main editor journey of issue 7 at phone size: a 24-photo book, swap by dragging, crop in the
 * image editor, a caption, a theme, undo twice, redo once; the server's document is checked after
 * every step and after a reload.
 */
test('build, swap, crop, caption, theme, undo and redo; all kept after a reload', async ({ page }, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  await expect(page.getByRole('heading', { name: 'Summer by the sea' })).toBeVisible();

  // The tutorial shows once.
  await expect(page.getByRole('heading', { name: 'Move photos around' })).toBeVisible();

  // The first inner spread: pages 1 and 2.
  await page.getByRole('button', { name: 'Next spread' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Spreads' }).getByRole('button', { name: 'Spread 1', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  // A phone shows one page at a time; this journey works on both pages of the spread.
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Show whole spread' }).click();
  const before = spreadPhotoIds(print.document, 0);
  expect(before.length).toBeGreaterThanOrEqual(2);
  const photoFrames = frames(page).getByRole('button', { name: /^Photo \d+$/ });
  expect(await photoFrames.count()).toBe(before.length);

  // Swap photo 1 and photo 2 by dragging.
  await dragFrame(page, 'Photo 1', 'Photo 2');
  await expect(savedStatus(page)).toBeVisible();
  await expect
    .poll(async () => spreadPhotoIds((await serverPrint(page, print.id)).document, 0))
    .toEqual([before[1], before[0], ...before.slice(2)]);
  // A swap completes the tutorial.
  await expect(page.getByRole('heading', { name: 'Move photos around' })).toBeHidden();

  // Crop photo 1 in the image editor.
  await tapFrame(page, 'Photo 1');
  await expect(frames(page).getByRole('button', { name: 'Photo 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Edit photo' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit photo' });
  await editor.getByLabel('Zoom').fill('2');
  await editor.getByLabel('Black and white').check();
  await editor.getByRole('button', { name: 'Apply' }).click();
  await expect(editor).toBeHidden();
  const cropped = async () => {
    const doc = (await serverPrint(page, print.id)).document;
    const frame = doc.pages
      .slice(0, 2)
      .flatMap((p) => p.frames)
      .find((f) => f.kind === 'photo' && f.photoId === before[1]);
    return frame?.kind === 'photo' ? { zoom: frame.crop.zoom, filter: frame.filter } : null;
  };
  await expect.poll(cropped).toEqual({ zoom: 2, filter: 'bw' });

  // A caption on the spread.
  await typeNewCaption(page, 'Our first day at the beach');
  await expect(frames(page).getByRole('button', { name: 'Text: Our first day at the beach' })).toBeAttached();
  const captions = async () =>
    (await serverPrint(page, print.id)).document.pages.flatMap((p) =>
      p.frames.flatMap((f) => (f.kind === 'text' && f.text === 'Our first day at the beach' ? [f.text] : [])),
    ).length;
  await expect.poll(captions).toBe(1);

  // Another theme.
  await page.getByRole('button', { name: 'Themes' }).click();
  await page.getByRole('dialog', { name: 'Themes' }).getByRole('button', { name: 'Night' }).click();
  const theme = async () => (await serverPrint(page, print.id)).document.theme;
  await expect.poll(theme).toBe('night');

  // Undo twice: the theme, then the caption. Redo once: the caption is back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(theme).toBe('classic');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(captions).toBe(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(captions).toBe(1);
  await expect.poll(theme).toBe('classic');
  await expect.poll(cropped).toEqual({ zoom: 2, filter: 'bw' });
  await expect(savedStatus(page)).toBeVisible();

  // After a reload the editor shows the same document, and the tutorial stays away.
  const saved = await serverPrint(page, print.id);
  await page.reload();
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Move photos around' })).toBeHidden();
  await page.getByRole('button', { name: 'Next spread' }).click();
  await expect(frames(page).getByRole('button', { name: 'Text: Our first day at the beach' })).toBeAttached();
  expect((await serverPrint(page, print.id)).document).toEqual(saved.document);
  // This tab's draft: one per print and tab, so two tabs never overwrite each other's edits.
  const stored = await page.evaluate(
    (id) =>
      new Promise<unknown[]>((resolve) => {
        const open = indexedDB.open('bindery-editor');
        open.onsuccess = () => {
          const store = open.result.transaction('drafts').objectStore('drafts');
          const range = IDBKeyRange.bound(`${id}#`, `${id}#\uffff`);
          const get = store.getAll(range);
          get.onsuccess = () => resolve(get.result);
        };
      }),
    print.id,
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ dirty: false, baseRevision: saved.revision, document: saved.document });
});
