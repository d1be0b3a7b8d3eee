import type { CDPSession } from '@playwright/test';
import { printWithPhotos } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { setLocaleCookie, translator } from './shell-i18n';

/**
 * Spread view on a phone (issue 25): the whole spread across the full width of the screen at its own
 * height (no grey bands), zoomed by the buttons or by pinching, and in every language the same.
 */

const canvasBox = async (page: Page) => (await page.locator('.spread-canvas').boundingBox())!;
/** The first frame's button of the spread, named in the page's language. */
const firstFrame = async (page: Page, t: (key: string) => string) =>
  (await page
    .getByRole('list', { name: t('editor:canvas.frames') })
    .getByRole('button')
    .first()
    .boundingBox())!;

/** Two fingers on the touch screen moving apart from `gap` to `gap * factor` px around a point. */
async function pinchOut(cdp: CDPSession, at: { x: number; y: number }, gap: number, factor: number) {
  const fingers = (d: number) => [
    { x: at.x - d / 2, y: at.y, id: 0, radiusX: 4, radiusY: 4, force: 1 },
    { x: at.x + d / 2, y: at.y, id: 1, radiusX: 4, radiusY: 4, force: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(gap) });
  for (let i = 1; i <= 8; i++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(gap * (1 + ((factor - 1) * i) / 8)),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

for (const locale of ['en', 'de-de'] as const) {
  test(`a phone shows the whole spread edge to edge and zooms into it (${locale})`, async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone', 'the spread view is a phone’s');
    test.setTimeout(90_000);
    const t = translator(locale);
    if (locale !== 'en') await setLocaleCookie(page, locale);
    const print = await printWithPhotos(page, info.project.name, 24);
    await page.goto(`/webapp/editor/${print.id}`);
    await expect(page.getByRole('status').filter({ hasText: t('editor:sync.saved') })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: t('editor:toolbar.next') }).click();
    const whole = page.getByRole('button', { name: t('editor-canvas:view.wholeSpread') });
    await whole.click();
    await expect(whole).toHaveAttribute('aria-pressed', 'true');

    // Across the whole width, as tall as the spread at that width: no bands beside, above or below.
    const viewport = page.viewportSize()!;
    const { trim } = print.document.product;
    await expect.poll(async () => Math.round((await canvasBox(page)).width)).toBe(viewport.width);
    const box = await canvasBox(page);
    expect(box.x).toBe(0);
    expect(box.height).toBeCloseTo((box.width * trim.height) / (2 * trim.width), 0);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await page.screenshot({ path: info.outputPath(`spread-view-${locale}.png`) });

    // The zoom buttons zoom in and back out.
    const fitted = await firstFrame(page, t);
    await page.getByRole('button', { name: t('editor:zoom.in'), exact: true }).click();
    await expect.poll(async () => (await firstFrame(page, t)).width).toBeCloseTo(fitted.width * 1.5, 0);
    await expect(page.getByRole('status').filter({ hasText: '150' })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`spread-view-zoomed-${locale}.png`) });
    await page.getByRole('button', { name: t('editor:zoom.out'), exact: true }).click();
    await expect.poll(async () => (await firstFrame(page, t)).width).toBeCloseTo(fitted.width, 0);

    // Two fingers moving apart zoom in too.
    const cdp = await page.context().newCDPSession(page);
    await pinchOut(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 }, 60, 2.5);
    await expect.poll(async () => (await firstFrame(page, t)).width).toBeGreaterThan(fitted.width * 1.3);
    await expect(page.getByRole('button', { name: t('editor:zoom.out'), exact: true })).toBeEnabled();
  });
}
