import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, type Image } from '@napi-rs/canvas';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  autoLayoutBook,
  type BookDocument,
  paintScene,
  type PageRef,
  productSpecSchema,
  sceneForPage,
} from '../../render-core';
import { fixtureBook, fixtureImages } from '../node/fixture-book';
import { fixturePhotos } from '../node/fixtures';
import { registerCanvasFonts } from '../node/fonts';

/**
 * Rendered fixture pages against committed PNGs. Regenerate after an intended change with
 * `UPDATE_BASELINES=1 npx vitest run bench/checks/paint-baselines.test.ts` and look at the images.
 */
const BASELINES = fileURLToPath(new URL('../../render-core/__baselines__/', import.meta.url));
const DIFFS = fileURLToPath(new URL('../../test-results/baselines/', import.meta.url));
const SCALE = 2; // pixels per millimetre: a 200 mm page is 400 px
/** Share of pixels allowed to differ (anti-aliasing and font hinting vary between machines). */
const TOLERANCE = 0.005;

let images: Map<string, Image>;
beforeAll(async () => {
  registerCanvasFonts();
  // Screen-sized renditions, as the editor has them; paint maps crops onto their smaller pixels.
  images = await fixtureImages(800);
}, 60_000);

function render(doc: BookDocument, ref: PageRef): PNG {
  const scene = sceneForPage(doc, ref, { placeholders: true, locale: 'en-GB' });
  const canvas = createCanvas(Math.round(scene.width * SCALE), Math.round(scene.height * SCALE));
  paintScene(canvas.getContext('2d'), scene, { scale: SCALE, image: (id) => images.get(id) });
  return PNG.sync.read(canvas.toBuffer('image/png'));
}

function compare(name: string, actual: PNG) {
  const file = `${BASELINES}${name}.png`;
  if (process.env.UPDATE_BASELINES === '1' || !existsSync(file)) {
    if (process.env.CI === 'true' && !existsSync(file)) throw new Error(`baseline ${name}.png is missing`);
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, PNG.sync.write(actual));
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  if (changed / (actual.width * actual.height) > TOLERANCE) {
    // Leave the evidence where git does not look: the diff and what was painted.
    mkdirSync(DIFFS, { recursive: true });
    writeFileSync(`${DIFFS}${name}.diff.png`, PNG.sync.write(diff));
    writeFileSync(`${DIFFS}${name}.actual.png`, PNG.sync.write(actual));
  }
  expect(changed / (actual.width * actual.height)).toBeLessThanOrEqual(TOLERANCE);
}

describe('painted pages match their baselines', () => {
  const book = () => fixtureBook();
  for (const [name, ref] of [
    ['book-cover', 'cover'],
    ['book-page-01-caption', 0],
    ['book-page-02-bw', 1],
    ['book-page-03-sepia', 2],
    ['book-page-04-rotated', 3],
  ] as const) {
    it(name, () => compare(name, render(book(), ref)));
  }

  it('calendar-month', () => {
    const calendar = productSpecSchema.parse({
      code: 'CAL-WALL-A4',
      kind: 'calendar',
      trim: { width: 210, height: 297 },
      bleed: 3,
      safeMargin: 8,
      minDpi: 100,
      recommendedDpi: 200,
      pages: { min: 13, max: 13, step: 1 },
    });
    const photos = fixturePhotos().map(({ path: _path, ...p }) => p);
    const doc = autoLayoutBook(photos, calendar, { startMonth: '2027-01' });
    compare('calendar-month', render(doc, 6));
  });

  it('notices a changed page', () => {
    // The check must be able to fail: the cover against the first page's baseline differs a lot.
    const cover = render(book(), 'cover');
    const page = PNG.sync.read(readFileSync(`${BASELINES}book-page-01-caption.png`));
    const changed = pixelmatch(page.data, cover.data, undefined, cover.width, cover.height, {
      threshold: 0.1,
    });
    expect(changed / (cover.width * cover.height)).toBeGreaterThan(TOLERANCE);
  });
});
