import type { CDPSession } from '@playwright/test';
import { calendarWithPhotos } from './calendar-helpers';
import { openEditor, printWithPhotos, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';

interface Point {
  x: number;
  y: number;
}

const strip = (page: Page) => page.getByRole('navigation', { name: 'Spreads' });
const thumbnail = (page: Page, name: string) => strip(page).getByRole('button', { name, exact: true });
const centre = async (page: Page, name: string): Promise<Point> => {
  const b = (await thumbnail(page, name).boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};
const pageIds = async (page: Page, id: string) =>
  (await serverPrint(page, id)).document.pages.map((p) => p.id);

/**
 * Picks a thumbnail up and drops it at `to`. A finger first moves off the strip's axis (along it,
 * it would scroll the strip), then along; the mouse goes straight there.
 */
async function dragThumbnail(page: Page, cdp: CDPSession | null, from: Point, to: Point) {
  if (cdp) {
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: p ? [{ x: p.x, y: p.y, id: 0, radiusX: 4, radiusY: 4, force: 1 }] : [],
      });
    await send('touchStart', from);
    await send('touchMove', { x: from.x, y: from.y - 6 });
    await send('touchMove', { x: from.x, y: from.y - 16 });
    for (let i = 1; i <= 10; i++)
      await send('touchMove', { x: from.x + ((to.x - from.x) * i) / 10, y: to.y - 16 + (16 * i) / 10 });
    await send('touchEnd');
    return;
  }
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 12, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

test('dragging a spread in the strip moves its pages, and undo puts them back', async ({
  page,
  hasTouch,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  const original = print.document.pages.map((p) => p.id);
  await openEditor(page, print.id);
  const cdp = hasTouch ? await page.context().newCDPSession(page) : null;

  // Spread 2 (pages 3 and 4) dropped on the left half of Spread 1: it goes first.
  await thumbnail(page, 'Spread 2').click();
  await expect(thumbnail(page, 'Spread 1')).toBeInViewport();
  const s1 = (await thumbnail(page, 'Spread 1').boundingBox())!;
  await dragThumbnail(page, cdp, await centre(page, 'Spread 2'), {
    x: s1.x + s1.width * 0.2,
    y: s1.y + s1.height / 2,
  });
  const moved = [original[2], original[3], original[0], original[1], ...original.slice(4)];
  await expect.poll(() => pageIds(page, print.id), { timeout: 15_000 }).toEqual(moved);
  // The spread moved is the one shown, and its thumbnail is current.
  await expect(thumbnail(page, 'Spread 1')).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: info.outputPath('moved.png') });

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => pageIds(page, print.id), { timeout: 15_000 }).toEqual(original);

  // A tap on a thumbnail still only shows that spread.
  await thumbnail(page, 'Spread 3').click();
  await expect(thumbnail(page, 'Spread 3')).toHaveAttribute('aria-current', 'page');
  expect(await pageIds(page, print.id)).toEqual(original);
});

test('Alt+arrow on a thumbnail moves the spread, and says so', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  const original = print.document.pages.map((p) => p.id);
  await openEditor(page, print.id);
  const spread1 = thumbnail(page, 'Spread 1');
  await expect(spread1).toHaveAccessibleDescription(/press Alt with the left or right arrow key/);
  await spread1.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: 'Moved to spread 2.' })).toBeAttached();
  await expect
    .poll(() => pageIds(page, print.id), { timeout: 15_000 })
    .toEqual([original[2], original[3], original[0], original[1], ...original.slice(4)]);
  // The focus went with the spread, so a second press moves it on.
  await expect(thumbnail(page, 'Spread 2')).toBeFocused();
  await expect(thumbnail(page, 'Spread 2')).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: 'Moved to spread 1.' })).toBeAttached();
  await expect.poll(() => pageIds(page, print.id), { timeout: 15_000 }).toEqual(original);
  // Nothing goes before the cover.
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(
    page.getByRole('status').filter({ hasText: 'This spread cannot move further forward.' }),
  ).toBeAttached();
  await expect(thumbnail(page, 'Cover')).not.toHaveAccessibleDescription(/Alt/);
  expect(await pageIds(page, print.id)).toEqual(original);
});

test("a calendar's months keep their order", async ({ page }, info) => {
  const print = await calendarWithPhotos(page, info.project.name, '2027-01');
  const original = print.document.pages.map((p) => p.id);
  await openEditor(page, print.id);
  const second = strip(page).getByRole('button').nth(1);
  await expect(second).not.toHaveAccessibleDescription(/Alt/);
  await second.focus();
  await page.keyboard.press('Alt+ArrowRight');
  const b = (await second.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width * 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  expect(await pageIds(page, print.id)).toEqual(original);
});
