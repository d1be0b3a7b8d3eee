import { frames, openEditor, printWithPhotos, savedStatus, serverPrint, tapFrame } from './editor-helpers';
import { expect, test } from './fixtures';

const strip = (page: import('./fixtures').Page) => page.getByRole('navigation', { name: 'Spreads' });
const current = (page: import('./fixtures').Page, name: string) =>
  expect(strip(page).getByRole('button', { name, exact: true })).toHaveAttribute('aria-current', 'page');

/**
 * Issue 14: undo and redo take the customer to the spread they changed, wherever they are now,
 * and change that spread's page only (the editor core addresses pages by id).
 */
test('undo and redo show the spread they changed', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  const third = print.document.pages[4]!;
  const photo = third.frames.find((f) => f.kind === 'photo')!;
  const photoOf = async () =>
    (await serverPrint(page, print.id)).document.pages
      .find((p) => p.id === third.id)!
      .frames.find((f) => f.id === photo.id);

  // Spread 3 (inner pages 5 and 6): take the first photo out with the Delete key.
  await strip(page).getByRole('button', { name: 'Spread 3', exact: true }).click();
  await current(page, 'Spread 3');
  await tapFrame(page, 'Photo 1');
  await page.keyboard.press('Delete');
  await expect(frames(page).getByRole('button', { name: 'Empty photo frame 1' })).toBeAttached();
  await expect
    .poll(async () => (await photoOf())?.kind === 'photo' && (await photoOf()))
    .toMatchObject({
      photoId: null,
    });

  // Away on the cover, undo brings spread 3 back on screen with its photo.
  await strip(page).getByRole('button', { name: 'Cover', exact: true }).click();
  await current(page, 'Cover');
  await page.getByRole('button', { name: 'Undo' }).click();
  await current(page, 'Spread 3');
  await expect(frames(page).getByRole('button', { name: 'Photo 1', exact: true })).toBeAttached();
  await expect
    .poll(async () => (await photoOf())?.kind === 'photo' && (await photoOf()))
    .toMatchObject({
      photoId: photo.kind === 'photo' ? photo.photoId : 'never',
    });

  // Redo from spread 1 goes back to spread 3 too.
  await strip(page).getByRole('button', { name: 'Spread 1', exact: true }).click();
  await current(page, 'Spread 1');
  await page.getByRole('button', { name: 'Redo' }).click();
  await current(page, 'Spread 3');
  await expect(frames(page).getByRole('button', { name: 'Empty photo frame 1' })).toBeAttached();
  await expect(savedStatus(page)).toBeVisible();
  // Nothing else in the book changed.
  const doc = (await serverPrint(page, print.id)).document;
  expect(doc.pages.filter((p) => p.id !== third.id)).toEqual(
    print.document.pages.filter((p) => p.id !== third.id),
  );
});

/**
 * "Shuffle from this page" lays the book out again from the page on screen: the pages before it
 * stay, the change is saved, and one undo brings the whole book back.
 */
test('shuffle from this page keeps the pages before it and undoes in one step', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  await strip(page).getByRole('button', { name: 'Spread 3', exact: true }).click();
  await current(page, 'Spread 3');
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Shuffle from this page' }).click();
  await current(page, 'Spread 3');
  // Spread 3 holds inner pages 5 and 6: the shuffle starts at page 5 (index 4).
  const from = 4;
  const frameIds = (pages: { frames: { id: string }[] }[]) => pages.map((p) => p.frames.map((f) => f.id));
  await expect
    .poll(async () => frameIds((await serverPrint(page, print.id)).document.pages.slice(from)))
    .not.toEqual(frameIds(print.document.pages.slice(from)));
  const shuffled = (await serverPrint(page, print.id)).document;
  expect(shuffled.pages.slice(0, from)).toEqual(print.document.pages.slice(0, from));

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => (await serverPrint(page, print.id)).document.pages)
    .toEqual(print.document.pages);
});
