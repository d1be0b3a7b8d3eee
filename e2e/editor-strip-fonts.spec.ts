import { frames, openEditor, printWithPhotos, savedStatus, serverPrint, tapFrame } from './editor-helpers';
import { expect, test } from './fixtures';

test('the page strip sets a caption in the document’s face: the render worker loads it before painting', async ({
  page,
}, info) => {
  const print = await printWithPhotos(page, info.project.name, 12);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();
  await tapFrame(page, 'Photo 1');
  const strip = page.getByRole('navigation', { name: 'Spreads' });
  const thumb = strip.getByRole('button', { name: 'Spread 1', exact: true });
  const painted = thumb.locator('canvas[data-painted="true"]');
  await expect(painted).toBeAttached();
  const pixels = () => painted.evaluate((c: HTMLCanvasElement) => c.toDataURL());
  const before = await pixels();

  // Typed on the page, large, in Classic (Lora).
  await page.getByRole('button', { name: 'Add caption' }).click();
  const words = page.getByRole('textbox', { name: 'Text on the page' });
  await words.fill('Lora at the shore');
  const bar = page.getByRole('toolbar', { name: 'Text format' });
  await bar.getByRole('button', { name: 'Classic' }).click();
  for (let i = 0; i < 4; i++) await bar.getByRole('button', { name: 'Larger text' }).click();
  await bar.getByRole('button', { name: 'Done' }).click();
  await expect(words).toBeHidden();
  await expect(frames(page).getByRole('button', { name: 'Text: Lora at the shore' })).toBeAttached();
  await expect(savedStatus(page)).toBeVisible();
  const doc = (await serverPrint(page, print.id)).document;
  const caption = doc.pages
    .flatMap((p) => p.frames)
    .find((f) => f.kind === 'text' && f.text === 'Lora at the shore');
  expect(caption?.kind === 'text' && caption.font).toBe('Lora');

  // The worker that paints the strip has its own FontFaceSet: Lora is in it, loaded.
  // The thumbnail is painted again with the caption.
  await expect.poll(pixels).not.toBe(before);
  const render = () => page.workers().find((w) => /render\.worker/.test(w.url()));
  await expect.poll(() => !!render()).toBe(true);
  await expect
    .poll(() =>
      render()!.evaluate(() =>
        [...(self as unknown as { fonts: Iterable<FontFace> }).fonts]
          .filter((f) => f.status === 'loaded')
          .map((f) => f.family),
      ),
    )
    .toContain('Lora');

  await thumb.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('strip-caption.png') });
  await thumb.screenshot({ path: info.outputPath('strip-thumb.png') });
});
