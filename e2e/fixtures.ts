import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

/** fixtures/ in the checkout: real photos with EXIF and edge-case files (see fixtures/README.md). */
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const PHOTOS_DIR = join(FIXTURES_DIR, 'photos');
export const EDGE_DIR = join(FIXTURES_DIR, 'edge');

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  /**
   * The screenshots journeys keep to be looked at are taken at the screen's CSS pixels (360 px wide
   * on the phone), not at the device's 2.625: a quarter of the cost to capture and encode (a phone
   * page 0.12 s instead of 0.45 s), and they show the screen as it is judged. A test may still ask
   * for `scale: 'device'`.
   * Chromium now and then refuses a capture with "Unable to capture screenshot" (seen on a fresh
   * page's first one, in a CI run) and takes the same picture when asked a frame later: that one
   * error is asked again once, after a frame; any other, or a second refusal, fails the journey.
   */
  page: async ({ page }, use) => {
    const screenshot = page.screenshot.bind(page);
    page.screenshot = async (options) => {
      const asked = { scale: 'css' as const, ...options };
      try {
        return await screenshot(asked);
      } catch (err) {
        if (!String(err).includes('Unable to capture screenshot')) throw err;
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
        return screenshot(asked);
      }
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page };
