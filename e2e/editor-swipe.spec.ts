import type { CDPSession } from '@playwright/test';
import { frames, openEditor, printWithPhotos } from './editor-helpers';
import { expect, type Page, test } from './fixtures';

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  width: number;
  height: number;
}

const canvas = (page: Page) => page.locator('.spread-canvas');
const strip = (page: Page) => page.getByRole('navigation', { name: 'Spreads' });
const thumbnail = (page: Page, name: string) => strip(page).getByRole('button', { name, exact: true });

/** One finger on a phone's touch screen, moved in a few steps and lifted (DevTools protocol). */
async function fingerSwipe(cdp: CDPSession, from: Point, to: Point, steps = 6) {
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: p ? [{ x: p.x, y: p.y, id: 0, radiusX: 4, radiusY: 4, force: 1 }] : [],
    });
  await send('touchStart', from);
  for (let i = 1; i <= steps; i++)
    await send('touchMove', {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    });
  await send('touchEnd');
}

async function mouseSwipe(page: Page, from: Point, to: Point) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/**
 * Swipes across the canvas: `dir` 1 turns onwards (finger to the left), -1 back. It starts on no
 * frame (the page's margin or the canvas around it) when there is such a point, so it turns by its
 * distance rather than as a flick and does not hang on how fast the browser replays it. A page a
 * photo fills edge to edge has no such point: there the finger starts on the photo and ends on no
 * other frame, which a phone also takes as a turn.
 */
async function swipe(page: Page, cdp: CDPSession | null, dir: 1 | -1) {
  const area = (await canvas(page).boundingBox())!;
  const distance = Math.min(area.width * 0.45, 300);
  const boxes: Box[] = [];
  for (const b of await frames(page).getByRole('button').all()) boxes.push((await b.boundingBox())!);
  const frameAt = (p: Point) =>
    boxes.findIndex((b) => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height);
  const candidates: { from: Point; to: Point }[] = [];
  for (let fy = 0.01; fy < 1; fy += 0.01) {
    for (let fx = 0.05; fx < 1; fx += 0.05) {
      const from = { x: area.x + area.width * fx, y: area.y + area.height * fy };
      const to = { x: from.x - dir * distance, y: from.y };
      if (to.x < area.x + 2 || to.x > area.x + area.width - 2) continue;
      candidates.push({ from, to });
    }
  }
  const free = candidates.find(({ from }) => frameAt(from) === -1);
  const onOneFrame = candidates.find(({ from, to }) => [-1, frameAt(from)].includes(frameAt(to)));
  const chosen = free ?? onOneFrame;
  if (!chosen) throw new Error('no point of the canvas to swipe from that ends on no other frame');
  if (cdp) await fingerSwipe(cdp, chosen.from, chosen.to);
  else await mouseSwipe(page, chosen.from, chosen.to);
}

test('a swipe turns the pages on a phone and the spreads on a desktop, and the strip follows', async ({
  page,
  hasTouch,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  const cdp = hasTouch ? await page.context().newCDPSession(page) : null;
  const pageNumber = page.getByText(/^Page \d+ of \d+$/);
  const pages = print.document.pages.length;
  await expect(thumbnail(page, 'Cover')).toHaveAttribute('aria-current', 'page');

  if (hasTouch) {
    // A phone shows one page at a time: a swipe goes to the next page, and on to the next spread.
    await swipe(page, cdp, 1);
    await expect(thumbnail(page, 'Spread 1')).toHaveAttribute('aria-current', 'page');
    await expect(pageNumber).toHaveText(`Page 1 of ${pages}`);
    await swipe(page, cdp, 1);
    await expect(pageNumber).toHaveText(`Page 2 of ${pages}`);
    await expect(thumbnail(page, 'Spread 1')).toHaveAttribute('aria-current', 'page');
    for (let n = 3; n <= 8; n++) {
      await swipe(page, cdp, 1);
      await expect(pageNumber).toHaveText(`Page ${n} of ${pages}`);
    }
    await expect(thumbnail(page, 'Spread 4')).toHaveAttribute('aria-current', 'page');
    // Back a page: the left page of the same spread, then the right page of the spread before.
    await swipe(page, cdp, -1);
    await expect(pageNumber).toHaveText(`Page 7 of ${pages}`);
    await swipe(page, cdp, -1);
    await expect(pageNumber).toHaveText(`Page 6 of ${pages}`);
    await expect(thumbnail(page, 'Spread 3')).toHaveAttribute('aria-current', 'page');
    // With nothing selected, the arrow keys turn the same way.
    await page.keyboard.press('ArrowRight');
    await expect(pageNumber).toHaveText(`Page 7 of ${pages}`);
    await page.keyboard.press('ArrowLeft');
    await expect(pageNumber).toHaveText(`Page 6 of ${pages}`);
  } else {
    // A desktop shows whole spreads: a swipe with the mouse goes a spread at a time.
    await expect(pageNumber).toHaveCount(0);
    for (let n = 1; n <= 9; n++) {
      await swipe(page, null, 1);
      await expect(thumbnail(page, `Spread ${n}`)).toHaveAttribute('aria-current', 'page');
    }
    await swipe(page, null, -1);
    await expect(thumbnail(page, 'Spread 8')).toHaveAttribute('aria-current', 'page');
  }
  // The strip scrolled by itself to keep the current spread in sight.
  await expect(strip(page).locator('[aria-current="page"]')).toBeInViewport({ ratio: 0.9 });
  await page.screenshot({ path: info.outputPath('after-swipes.png') });

  // Tapping a thumbnail shows that spread (its left page on a phone).
  await thumbnail(page, 'Spread 2').click();
  await expect(thumbnail(page, 'Spread 2')).toHaveAttribute('aria-current', 'page');
  if (hasTouch) await expect(pageNumber).toHaveText(`Page 3 of ${pages}`);
  const shown = print.document.pages.slice(2, hasTouch ? 3 : 4).flatMap((p) => p.frames).length;
  await expect(frames(page).getByRole('button')).toHaveCount(shown);
  // Swiping past the first spread goes no further.
  await thumbnail(page, 'Cover').click();
  await swipe(page, cdp, -1);
  await expect(thumbnail(page, 'Cover')).toHaveAttribute('aria-current', 'page');
});

test('a phone shows one page large, or the whole spread at a press', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'one page at a time is for narrow screens');
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  await thumbnail(page, 'Spread 1').click();
  const onePage = page.getByRole('button', { name: 'Show one page' });
  const whole = page.getByRole('button', { name: 'Show whole spread' });
  await expect(onePage).toHaveAttribute('aria-pressed', 'true');
  await expect(whole).toHaveAttribute('aria-pressed', 'false');
  const viewport = page.viewportSize()!;
  const box = (await canvas(page).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(viewport.height * 0.45);
  // The page fills the canvas's width.
  const first = print.document.pages[0]!;
  const photo = first.frames.find((f) => f.kind === 'photo')!;
  const frame = (await frames(page).getByRole('button').first().boundingBox())!;
  expect(frame.width).toBeCloseTo((photo.box.width / print.document.product.trim.width) * box.width, 0);
  await expect(frames(page).getByRole('button')).toHaveCount(first.frames.length);
  await page.screenshot({ path: info.outputPath('one-page.png') });

  await whole.click();
  await expect(whole).toHaveAttribute('aria-pressed', 'true');
  await expect(onePage).toHaveAttribute('aria-pressed', 'false');
  const both = print.document.pages.slice(0, 2).flatMap((p) => p.frames).length;
  await expect(frames(page).getByRole('button')).toHaveCount(both);
  await page.screenshot({ path: info.outputPath('whole-spread.png') });
  await onePage.click();
  await expect(frames(page).getByRole('button')).toHaveCount(first.frames.length);

  // Every control of the canvas is a comfortable target for a finger.
  for (const button of await page.locator('.canvas-controls button').all()) {
    const b = (await button.boundingBox())!;
    expect(b.width, (await button.getAttribute('aria-label')) ?? undefined).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
});

test('a tapped photo gets its actions beside it, never over it or its badge', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  await thumbnail(page, 'Spread 1').click();
  const photo = frames(page).getByRole('button', { name: 'Photo 1', exact: true });
  const before = (await photo.boundingBox())!;
  await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
  await expect(photo).toHaveAttribute('aria-pressed', 'true');
  const actions = page.getByRole('group', { name: 'Photo actions' });
  await expect(actions).toBeVisible();
  // Where the photo is now that the editor shows what belongs to a selection.
  const at = (await photo.boundingBox())!;
  const bar = (await actions.boundingBox())!;
  const overlaps =
    bar.x < at.x + at.width &&
    bar.x + bar.width > at.x &&
    bar.y < at.y + at.height &&
    bar.y + bar.height > at.y;
  expect(overlaps, `actions ${JSON.stringify(bar)} over the photo ${JSON.stringify(at)}`).toBe(false);
  // Nor do the zoom buttons sit on any photo.
  for (const name of ['Zoom in', 'Zoom out']) {
    const z = (await page.getByRole('button', { name }).boundingBox())!;
    const c = (await canvas(page).boundingBox())!;
    expect(z.y, name).toBeGreaterThanOrEqual(c.y + c.height);
  }
  for (const button of await actions.getByRole('button').all()) {
    const b = (await button.boundingBox())!;
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
  }
  await expect(actions.getByRole('button')).toHaveText([
    'Edit photo',
    'Replace',
    'Move',
    'Caption',
    'Remove',
  ]);
  await page.screenshot({ path: info.outputPath('photo-actions.png') });

  await actions.getByRole('button', { name: 'Edit photo' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit photo' })).toBeVisible();
});
