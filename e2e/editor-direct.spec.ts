import type { BookDocument } from '../render-core';
import {
  centreOf,
  dragFrame,
  frames,
  openEditor,
  printWithPhotos,
  savedStatus,
  serverPrint,
  spreadPhotoIds,
  tapFrame,
} from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { typeNewCaption } from './caption-helpers';

/** Presses at (x, y) and moves by (dx, dy) in small steps, as a finger does. */
async function dragBy(page: Page, x: number, y: number, dx: number, dy: number) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 4, y + dy / 4, { steps: 3 });
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

const photoFrame = (doc: BookDocument, pageId: string, frameId: string) => {
  const f = doc.pages.find((p) => p.id === pageId)?.frames.find((x) => x.id === frameId);
  if (f?.kind !== 'photo') throw new Error(`no photo frame ${frameId}`);
  return f;
};

/**
 * Issue 14: the canvas works a selected frame directly. Dragging inside a selected photo pans it
 * in its frame (one undo step), its corner handle zooms it; a selected caption moves with the
 * finger; a drag from a photo that is not selected still swaps the two photos.
 */
test('pan and zoom a photo in its frame, move a caption, swap by drag', async ({ page }, info) => {
  test.setTimeout(90_000);
  // Page 1's photo is made wider than its square frame, so it has room to pan sideways.
  const print = await printWithPhotos(page, info.project.name, 24, (doc) => {
    const f = doc.pages[0]!.frames.find((x) => x.kind === 'photo');
    const shown = doc.photos.find((x) => f?.kind === 'photo' && x.id === f.photoId)!;
    shown.width = 4000 as typeof shown.width;
    shown.height = 2000 as typeof shown.height;
  });
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();
  // A phone shows a page at a time; the swap below works across both pages.
  const whole = page.getByRole('button', { name: 'Show whole spread' });
  if (await whole.isVisible()) await whole.click();
  await expect(frames(page).getByRole('button', { name: 'Photo 1', exact: true })).toBeAttached();

  const first = print.document.pages[0]!;
  const photo = first.frames.find((f) => f.kind === 'photo')!;
  if (photo.kind !== 'photo') throw new Error('page 1 starts with a photo');
  const before = photo.crop;
  const cropNow = async () =>
    photoFrame((await serverPrint(page, print.id)).document, first.id, photo.id).crop;

  // Pan: select Photo 1, then drag inside it.
  await tapFrame(page, 'Photo 1');
  await expect(frames(page).getByRole('button', { name: 'Photo 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const c = await centreOf(page, 'Photo 1');
  await dragBy(page, c.x, c.y, 40, 40);
  await expect
    .poll(async () => {
      const crop = await cropNow();
      return crop.centerX !== before.centerX || crop.centerY !== before.centerY;
    })
    .toBe(true);
  // The drag selected nothing else and swapped nothing.
  await expect(frames(page).getByRole('button', { name: 'Photo 1', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(photoFrame((await serverPrint(page, print.id)).document, first.id, photo.id).photoId).toBe(
    photo.photoId,
  );

  // The whole drag is one undo step: one Undo brings the crop back exactly.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(cropNow).toEqual(before);

  // Zoom: the corner handle, dragged away from the frame's middle, zooms the photo in.
  const handle = page.getByRole('img', { name: 'Zoom handle: drag the corner to zoom the photo' });
  const h = await handle.boundingBox();
  if (!h) throw new Error('no zoom handle');
  await dragBy(page, h.x + h.width / 2, h.y + h.height / 2, 30, 30);
  await expect.poll(async () => (await cropNow()).zoom).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(cropNow).toEqual(before);

  // A drag that starts on a photo that is not selected still swaps.
  const ids = spreadPhotoIds(print.document, 0);
  await dragFrame(page, 'Photo 2', 'Photo 1');
  await expect
    .poll(async () => spreadPhotoIds((await serverPrint(page, print.id)).document, 0).slice(0, 2))
    .toEqual([ids[1], ids[0]]);

  // Move a caption's text box: a new caption is selected; dragging it moves its box.
  await typeNewCaption(page, 'Rock pools');
  const name = 'Text: Rock pools';
  await expect(frames(page).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  const captionBox = async () => {
    const doc = (await serverPrint(page, print.id)).document;
    for (const p of [doc.cover, ...doc.pages])
      for (const f of p?.frames ?? []) if (f.kind === 'text' && f.text === 'Rock pools') return f.box;
    return null;
  };
  await expect.poll(captionBox).not.toBeNull();
  const placed = (await captionBox())!;
  const t = await centreOf(page, name);
  await dragBy(page, t.x, t.y, -30, -30);
  await expect
    .poll(async () => {
      const moved = await captionBox();
      return !!moved && (moved.x !== placed.x || moved.y !== placed.y);
    })
    .toBe(true);
  const moved = (await captionBox())!;
  // Moved, not resized, and still on the page.
  expect(moved.width).toBe(placed.width);
  expect(moved.height).toBe(placed.height);
  expect(moved.x).toBeGreaterThanOrEqual(0);
  expect(moved.y).toBeGreaterThanOrEqual(0);
  await expect(savedStatus(page)).toBeVisible();
  await page.screenshot({ path: info.outputPath('direct.png') });
});
