/** One language's walk through the screens: its page, its labels, and how a screen is photographed. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { type Translate, labels } from './labels';
import { type ScreensOptions, shotFile } from './options';

/** How long one step may wait for the screen; a skipped screen costs no more than this. */
export const STEP_TIMEOUT = 15_000;

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An error's first line, and what Playwright last saw when an action timed out (covered, moving). */
function why(err: unknown): string {
  const lines = (err instanceof Error ? err.message : String(err)).split('\n');
  const seen = lines
    .filter((l) => /intercepts pointer events|not stable|not visible|not enabled/.test(l))
    .at(-1);
  return seen ? `${lines[0]} (${seen.trim()})` : (lines[0] ?? '');
}

export interface Run {
  options: ScreensOptions;
  taken: string[];
  skipped: string[];
}

/** One language's walk: its own browser context (locale cookie), its own customer. */
export class Walk {
  readonly t: Translate;
  constructor(
    readonly run: Run,
    readonly page: Page,
    readonly locale: string,
  ) {
    this.t = labels(run.options.localesDir, locale);
  }

  h1(key: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(key), exact: true });
  }

  /** Prepares the screen with `reach`, then keeps a full-page JPEG of it; a failure skips it. */
  async shot(screen: string, reach: () => Promise<unknown>, { fullPage = true } = {}): Promise<boolean> {
    const { out, quality, format } = this.run.options;
    const file = shotFile(screen, this.locale, format);
    try {
      await reach();
      await this.page.evaluate(() => document.fonts.ready);
      // Transitions (sheets sliding up, menus fading in) end before the picture.
      await pause(400);
      const png = await this.page.screenshot({ fullPage, animations: 'disabled', caret: 'initial' });
      const image = sharp(png);
      await (format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality, mozjpeg: true })).toFile(
        join(out, file),
      );
      this.run.taken.push(file);
      console.log(`shot    ${file}`);
      return true;
    } catch (err) {
      const reason = why(err);
      this.run.skipped.push(`${file}: ${reason}`);
      console.log(`skipped ${file}: ${reason}`);
      // What the screen showed instead, for whoever looks into why (not part of the gallery).
      const debug = process.env.SCREENS_DEBUG_DIR;
      if (debug) {
        mkdirSync(debug, { recursive: true });
        await this.page
          .screenshot({ path: join(debug, file), type: 'jpeg', quality: 50 })
          .catch(() => undefined);
      }
      return false;
    }
  }

  /** A step between screens; failing, it says so, and the screens after it that need it skip. */
  async step(what: string, act: () => Promise<unknown>): Promise<boolean> {
    try {
      await act();
      return true;
    } catch (err) {
      const reason = why(err);
      console.log(`step failed (${this.locale}) ${what}: ${reason}`);
      return false;
    }
  }

  async visible(locator: Locator, timeout = STEP_TIMEOUT) {
    await locator.first().waitFor({ state: 'visible', timeout });
  }

  async goto(path: string, headingKey?: string) {
    const res = await this.page.goto(path);
    if (res && res.status() >= 400) throw new Error(`${path} answered ${res.status()}`);
    if (headingKey) await this.visible(this.h1(headingKey));
    else await this.visible(this.page.getByRole('heading', { level: 1 }));
  }
}
