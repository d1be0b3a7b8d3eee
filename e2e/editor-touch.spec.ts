import type { CDPSession } from '@playwright/test';
import {
  centreOf,
  frames,
  openEditor,
  printWithPhotos,
  savedStatus,
  serverPrint,
  spreadPhotoIds,
} from './editor-helpers';
import { expect, type Page, test } from './fixtures';

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  width: number;
  height: number;
}

/** Fingers on the screen, sent through the DevTools protocol as a phone's touch screen sends them. */
async function fingers(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) {
  await cdp.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/** Moves every finger from `from` to `to` in small steps, then lifts them. */
async function gesture(cdp: CDPSession, from: Point[], to: Point[], steps = 10) {
  await fingers(cdp, 'touchStart', from);
  for (let i = 1; i <= steps; i++) {
    const k = i / steps;
    await fingers(
      cdp,
      'touchMove',
      from.map((p, j) => ({ x: p.x + (to[j]!.x - p.x) * k, y: p.y + (to[j]!.y - p.y) * k })),
    );
  }
  await fingers(cdp, 'touchEnd', []);
}

const inside = (p: Point, b: Box) => p.x > b.x && p.x < b.x + b.width && p.y > b.y && p.y < b.y + b.height;

async function boxes(page: Page, name: RegExp): Promise<{ name: string; box: Box }[]> {
  const buttons = frames(page).getByRole('button', { name });
  const out: { name: string; box: Box }[] = [];
  for (const button of await buttons.all()) {
    out.push({ name: (await button.getAttribute('aria-label'))!, box: (await button.boundingBox())! });
  }
  return out;
}

/** The part of the screen the fitted spread's frames cover: inside the canvas. */
async function spreadArea(page: Page): Promise<Box> {
  const all = (await boxes(page, /.*/)).map((f) => f.box);
  const x = Math.max(0, Math.min(...all.map((b) => b.x)));
  const y = Math.min(...all.map((b) => b.y));
  const right = Math.min(page.viewportSize()!.width, Math.max(...all.map((b) => b.x + b.width)));
  const bottom = Math.max(...all.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

test.describe('touch', () => {
  test.skip(({ hasTouch }) => !hasTouch, 'touch gestures need a touch screen: the phone project has one');

  test('pinch zooms, one finger pans, a tap selects, a drag still swaps', async ({ page }, info) => {
    test.setTimeout(90_000);
    const print = await printWithPhotos(page, info.project.name, 24);
    await openEditor(page, print.id);
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Next spread' }).click();
    // A phone shows one page at a time; this journey works on both pages of the spread.
    await page.getByRole('button', { name: 'Show whole spread' }).click();
    const cdp = await page.context().newCDPSession(page);
    const zoom = page.getByRole('status').filter({ hasText: /^Zoomed to/ });
    const reset = page.getByRole('button', { name: 'Reset zoom' });
    await expect(reset).toBeHidden();

    const area = await spreadArea(page);
    const photo1 = frames(page).getByRole('button', { name: 'Photo 1', exact: true });
    const fitted = (await photo1.boundingBox())!;
    const c = { x: area.x + area.width / 2, y: area.y + area.height / 2 };

    // Two fingers moving apart zoom in around them.
    await gesture(
      cdp,
      [
        { x: c.x - 30, y: c.y },
        { x: c.x + 30, y: c.y },
      ],
      [
        { x: c.x - 75, y: c.y },
        { x: c.x + 75, y: c.y },
      ],
    );
    await expect(zoom).toHaveText(/^Zoomed to (2[4-9]\d|250)%$/);
    await expect(reset).toBeVisible();
    await page.screenshot({ path: info.outputPath('zoomed.png'), animations: 'disabled' });
    const zoomed = (await photo1.boundingBox())!;
    expect(zoomed.width).toBeGreaterThan(fitted.width * 2.2);
    expect(await frames(page).getByRole('button', { pressed: true }).count()).toBe(0);

    // One finger dragged from outside any photo pans the zoomed spread.
    const photos = await boxes(page, /^Photo \d+$/);
    let start: Point | null = null;
    for (let fy = 0.1; fy < 0.95 && !start; fy += 0.05) {
      for (let fx = 0.3; fx < 0.75 && !start; fx += 0.02) {
        const p = { x: area.x + area.width * fx, y: area.y + area.height * fy };
        if (!photos.some((f) => inside(p, f.box))) start = p;
      }
    }
    expect(start, 'a point of the zoomed spread outside every photo').not.toBeNull();
    await gesture(cdp, [start!], [{ x: start!.x - 40, y: start!.y - 20 }]);
    await expect
      .poll(async () => {
        const b = (await photo1.boundingBox())!;
        return [Math.round(b.x - zoomed.x), Math.round(b.y - zoomed.y)];
      })
      .toEqual([-40, -20]);
    await expect(zoom).toHaveText(/^Zoomed to/);
    // Panning is not an edit.
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    // A tap on a photo of the zoomed spread selects that photo.
    const now = await boxes(page, /^Photo \d+$/);
    const onScreen = now.flatMap((f) => {
      const x = Math.max(f.box.x, area.x);
      const y = Math.max(f.box.y, area.y);
      const right = Math.min(f.box.x + f.box.width, area.x + area.width);
      const bottom = Math.min(f.box.y + f.box.height, area.y + area.height);
      return right - x > 30 && bottom - y > 30
        ? [{ name: f.name, x: (x + right) / 2, y: (y + bottom) / 2 }]
        : [];
    });
    expect(onScreen.length, 'a photo on screen').toBeGreaterThan(0);
    const target = onScreen.at(-1)!;
    await page.touchscreen.tap(target.x, target.y);
    await expect(frames(page).getByRole('button', { name: target.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Edit photo' })).toBeVisible();

    // Fingers moving together zoom back out to the fitted spread.
    await gesture(
      cdp,
      [
        { x: c.x - 100, y: c.y },
        { x: c.x + 100, y: c.y },
      ],
      [
        { x: c.x - 10, y: c.y },
        { x: c.x + 10, y: c.y },
      ],
    );
    await expect(reset).toBeHidden();
    await expect(zoom).toHaveCount(0);
    expect(Math.round((await photo1.boundingBox())!.width)).toBe(Math.round(fitted.width));

    // Zoom in again, and the Reset zoom button fits the spread back.
    await gesture(
      cdp,
      [
        { x: c.x - 20, y: c.y },
        { x: c.x + 20, y: c.y },
      ],
      [
        { x: c.x - 60, y: c.y },
        { x: c.x + 60, y: c.y },
      ],
    );
    await expect(reset).toBeVisible();
    await reset.click();
    await expect(reset).toBeHidden();
    expect(Math.round((await photo1.boundingBox())!.width)).toBe(Math.round(fitted.width));

    // At the fitted size one finger dragging a photo onto another swaps them.
    const before = spreadPhotoIds(print.document, 0);
    const a = await centreOf(page, 'Photo 1');
    const b = await centreOf(page, 'Photo 2');
    await gesture(cdp, [a], [b], 12);
    await expect(savedStatus(page)).toBeVisible();
    await expect
      .poll(async () => spreadPhotoIds((await serverPrint(page, print.id)).document, 0))
      .toEqual([before[1], before[0], ...before.slice(2)]);
    await expect(zoom).toHaveCount(0);
  });
});

test.describe('wheel', () => {
  test.skip(({ hasTouch }) => hasTouch, 'the wheel and trackpad belong to the desktop project; phones pinch');

  test('ctrl+wheel zooms, the wheel then pans the spread, and at the fitted size scrolls the page', async ({
    page,
  }, info) => {
    const print = await printWithPhotos(page, info.project.name, 24);
    await openEditor(page, print.id);
    await page.getByRole('button', { name: 'Next spread' }).click();
    // The strip brings the current spread into view, which may scroll the page: start at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const zoom = page.getByRole('status').filter({ hasText: /^Zoomed to/ });
    const photo1 = frames(page).getByRole('button', { name: 'Photo 1', exact: true });
    const fitted = (await photo1.boundingBox())!;
    const area = await spreadArea(page);
    const c = { x: area.x + area.width / 2, y: area.y + area.height / 2 };

    // Ctrl + wheel (a trackpad pinch) zooms, and the zoom is shown with a way back.
    await page.mouse.move(c.x, c.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect(zoom).toHaveText(/^Zoomed to \d+%$/);
    await expect.poll(async () => (await photo1.boundingBox())!.width).toBeGreaterThan(fitted.width * 2);

    // Zoomed in, the wheel pans the spread instead of the page.
    const zoomed = (await photo1.boundingBox())!;
    await page.mouse.wheel(30, 20);
    await expect
      .poll(async () => {
        const b = (await photo1.boundingBox())!;
        return [Math.round(b.x - zoomed.x), Math.round(b.y - zoomed.y)];
      })
      .toEqual([-30, -20]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: 'Reset zoom' }).click();
    await expect(zoom).toHaveCount(0);
    expect(Math.round((await photo1.boundingBox())!.width)).toBe(Math.round(fitted.width));

    // A plain wheel over the fitted spread scrolls the page like anywhere else.
    await page.mouse.move(c.x, c.y);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(zoom).toHaveCount(0);
  });
});
