import {
  centreOf,
  frames,
  openEditor,
  printWithPhotos,
  savedStatus,
  serverPrint,
  tapFrame,
} from './editor-helpers';
import { expect, test } from './fixtures';
import { typeNewCaption } from './caption-helpers';

test('keyboard shortcuts and the wheel work on the canvas', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();
  const photoId = print.document.pages[0]!.frames.find((f) => f.kind === 'photo')!;
  const crop = async () => {
    const frame = (await serverPrint(page, print.id)).document.pages[0]!.frames.find(
      (f) => f.id === photoId.id,
    );
    return frame?.kind === 'photo' ? { x: frame.crop.centerX, photo: frame.photoId } : null;
  };
  const start = await crop();

  // Arrows move the photo inside the selected frame; Ctrl+Z and Ctrl+Shift+Z undo and redo it.
  await tapFrame(page, 'Photo 1');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await crop())?.x).toBeCloseTo(start!.x + 0.02, 5);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await crop())?.x).toBeCloseTo(start!.x, 5);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await crop())?.x).toBeCloseTo(start!.x + 0.02, 5);

  // Delete takes the photo out of the frame.
  await page.keyboard.press('Delete');
  await expect(frames(page).getByRole('button', { name: 'Empty photo frame 1' })).toBeAttached();
  await expect.poll(async () => (await crop())?.photo).toBeNull();
  await expect(savedStatus(page)).toBeVisible();

  // Ctrl + wheel (a trackpad pinch) zooms the spread around the pointer.
  const frame = frames(page).getByRole('button', { name: 'Empty photo frame 1' });
  const before = (await frame.boundingBox())!;
  const c = await centreOf(page, 'Empty photo frame 1');
  await page.mouse.move(c.x, c.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await frame.boundingBox())!.width).toBeGreaterThan(before.width * 1.2);
});

test('turning spreads keeps the page still and brings the current thumbnail into view', async ({
  page,
}, info) => {
  const print = await printWithPhotos(page, info.project.name, 60);
  await openEditor(page, print.id);
  const next = page.getByRole('button', { name: 'Next spread' });
  await next.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  const strip = page.getByRole('navigation', { name: 'Spreads' });
  for (let i = 1; i <= 8; i++) {
    await next.click();
    const current = strip.getByRole('button', { name: `Spread ${i}`, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // Inside the strip's visible width (the strip itself may sit below the fold on a phone).
    await expect
      .poll(() =>
        current.evaluate((el) => {
          const item = el.getBoundingClientRect();
          const list = el.closest('ol')!.getBoundingClientRect();
          return item.left >= list.left - 1 && item.right <= list.right + 1;
        }),
      )
      .toBe(true);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});

test('zoom without two fingers: the zoom buttons and the + − 0 keys', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 12);
  await openEditor(page, print.id);
  const zoom = page.getByRole('status').filter({ hasText: /^Zoomed to/ });
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();

  await zoomIn.click();
  await expect(zoom).toHaveText('Zoomed to 150%');
  await zoomIn.click();
  await expect(zoom).toHaveText('Zoomed to 225%');
  await zoomOut.click();
  await expect(zoom).toHaveText('Zoomed to 150%');
  await zoomOut.click();
  await expect(zoom).toHaveCount(0);
  await expect(zoomOut).toBeDisabled();

  // Keys, once focus is back on the page.
  await page.getByRole('heading', { name: 'Summer by the sea' }).click();
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('Zoomed to 150%');
  await page.keyboard.press('-');
  await expect(zoom).toHaveCount(0);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(zoom).toHaveText('Zoomed to 225%');
  await page.keyboard.press('0');
  await expect(zoom).toHaveCount(0);
  // Keys typed into a caption on the page do not zoom.
  await page.getByRole('button', { name: 'Add caption' }).click();
  const words = page.getByRole('textbox', { name: 'Text on the page' });
  await expect(words).toBeFocused();
  await page.keyboard.press('+');
  await expect(words).toHaveValue('+');
  await expect(zoom).toHaveCount(0);
});

test('Shift and the arrow keys resize a caption and zoom a photo, as the corner handle does', async ({
  page,
}, info) => {
  const print = await printWithPhotos(page, info.project.name, 12);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();
  const photoFrame = print.document.pages[0]!.frames.find((f) => f.kind === 'photo')!;
  const zoom = async () => {
    const f = (await serverPrint(page, print.id)).document.pages[0]!.frames.find(
      (x) => x.id === photoFrame.id,
    );
    return f?.kind === 'photo' ? f.crop.zoom : null;
  };

  // A photo frame: the keys are in its description; Shift+→ zooms in one step, Shift+← back out.
  await tapFrame(page, 'Photo 1');
  const photo = frames(page).getByRole('button', { name: 'Photo 1', exact: true });
  await expect(photo).toHaveAccessibleDescription(/Shift with an arrow key zooms it/);
  const zoomBefore = (await zoom())!;
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(zoom).toBeCloseTo(zoomBefore * 1.1, 5);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(zoom).toBeCloseTo(zoomBefore, 5);

  // A caption: Shift+→ and Shift+↓ grow its box from the bottom-right corner; each press undoes alone.
  await typeNewCaption(page, 'Tide out');
  const caption = frames(page).getByRole('button', { name: 'Text: Tide out' });
  await expect(caption).toHaveAttribute('aria-pressed', 'true');
  await expect(caption).toHaveAccessibleDescription(/Shift with an arrow key resizes the text box/);
  const captionBox = async () => {
    const doc = (await serverPrint(page, print.id)).document;
    for (const p of [doc.cover, ...doc.pages])
      for (const f of p?.frames ?? []) if (f.kind === 'text' && f.text === 'Tide out') return f.box;
    return null;
  };
  await expect.poll(captionBox).not.toBeNull();
  const placed = (await captionBox())!;
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect
    .poll(async () => {
      const b = await captionBox();
      return b && b.height > placed.height && b.width > placed.width;
    })
    .toBe(true);
  const grown = (await captionBox())!;
  // From the bottom-right corner: the top-left stays, and the box stays on the 20 cm page.
  expect(grown.x).toBe(placed.x);
  expect(grown.y).toBe(placed.y);
  expect(grown.x + grown.width).toBeLessThanOrEqual(200);
  expect(grown.y + grown.height).toBeLessThanOrEqual(200);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await captionBox())?.height).toBe(placed.height);
  expect((await captionBox())!.width).toBe(grown.width);
  await expect(savedStatus(page)).toBeVisible();
});
