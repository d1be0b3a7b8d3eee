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
   */
  page: async ({ page }, use) => {
    const screenshot = page.screenshot.bind(page);
    page.screenshot = (options) => screenshot({ scale: 'css', ...options });
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
