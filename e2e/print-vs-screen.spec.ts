import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import {
  applyOp,
  autoLayoutBook,
  type BookDocument,
  type PhotoRefInput,
  type Rect,
  sceneForPage,
} from '../render-core';
import { calendarWithPhotos } from './calendar-helpers';
import { openEditor, pickFixturePhotos, printWithPhotos, type ServerPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { orderAndPayFor, uploadPhotoBytes } from './order-helpers';

/**
 * What you see is what is printed: pages the editor paints on its canvas against the same pages
 * of the paid order's print PDF, rendered by poppler (pdftoppm) at the canvas's pixel size and cut
 * to the trim. Photos and paper are compared with pixelmatch on thumbnails THUMB px wide (both
 * pictures resampled by the same browser); text at the canvas's own pixels, where letters have
 * shapes (at THUMB px a caption is three pixels high). Each region differs from print for its own
 * legitimate reasons, hence a tolerance each:
 *
 * - Photos: the screen shows the server's screen rendition, print the print rendition re-encoded
 *   at JPEG quality 92 and scaled by poppler instead of Skia: resampling and JPEG noise on every
 *   edge of detail. No colour conversion happens on either side (sRGB pixels; poppler ignores the
 *   sRGB output intent), so colours agree. A frame touching the trim is also placed afresh over
 *   the bleed in print (render-core frameItems), which scales its photo by about 2 % there. 10 %
 *   of a full-bleed photo's pixels measured different, under 2 % of an inner one; a grey loading
 *   box, another photo, a lost filter or crop differ almost everywhere: PHOTO_TOLERANCE 15 %.
 * - Paper: one colour on both sides, so PLAIN_TOLERANCE is nearly nothing.
 * - Text: the same outlines, anti-aliased by Skia on screen (lighter on a 1x screen) and by
 *   Splash in poppler (darker), so grey levels differ while shapes do not. Each picture's ink is
 *   what lies more than half way from the paper to its own darkest letter pixel; the measure is the
 *   share of ink pixels with no ink of the other picture within a pixel, each text box taken at
 *   the offset (up to SHIFT_PX) where the two agree best, so sub-pixel placement does not count
 *   but letters of another shape or width do. Measured in the face print embeds: 0.002 to 0.031 on
 *   the caption and calendar pages, phone and desktop. With the canvas painting in the browser's
 *   fallback (DejaVu, as before the editor loaded Inter and Lora): 0.075 to 0.116, every page
 *   failing. TEXT_TOLERANCE 0.05 lies between the two.
 */
const THUMB = 200;
const PIXEL_THRESHOLD = 0.15;
const TEXT_TOLERANCE = 0.05;
const PHOTO_TOLERANCE = 0.15;
const PLAIN_TOLERANCE = 0.01;
/** How far (canvas px) a text box's ink is looked for around print's. */
const SHIFT_PX = 3;
/** A text-box pixel this far (0..255, any channel) from the paper's colour is ink. */
const INK = 48;

/** Real fixture photos under the document's photo ids, laid out again at their real sizes. */
async function realPhotos(count: number): Promise<{ id: string; path: string; ref: PhotoRefInput }[]> {
  const names = Array.from({ length: count }, (_, i) => `photos/photo-${String(i + 1).padStart(2, '0')}.jpg`);
  const picked = await pickFixturePhotos(names);
  return picked.map((p, i) => {
    const id = `photo-${String(i + 1).padStart(4, '0')}`;
    return {
      id,
      path: p.path,
      ref: {
        id,
        width: p.displayWidth,
        height: p.displayHeight,
        takenAt: new Date(Date.UTC(2026, 6, 3, 9, i * 7)).toISOString(),
      },
    };
  });
}

/** Uploads each fixture file as the photo its document id names. */
async function uploadPhotos(page: Page, photos: { id: string; path: string }[]) {
  for (const photo of photos) await uploadPhotoBytes(page, photo.id, readFileSync(photo.path));
}

/** Orders and pays for one print, then fetches its (first) print file as its customer can. */
async function paidPrintFile(page: Page, printId: string, file: string): Promise<void> {
  const order = await orderAndPayFor<{ id: string; items: { id: string }[] }>(page, printId);
  const url = `/webapp/api/order/${order.id}/print-file/${order.items[0]!.id}`;
  // The print file is a job after payment: it is there when the route stops answering 404.
  await expect.poll(async () => (await page.request.get(url)).status(), { timeout: 90_000 }).toBe(200);
  writeFileSync(file, await (await page.request.get(url)).body());
}

interface RegionReport {
  text: number;
  /** The largest offset (canvas px) at which a text box's ink best matched print's. */
  textOffset: number;
  photo: number;
  plain: number;
}

interface Placed {
  /** The page's top-left corner and size on the canvas, in CSS pixels from the canvas's corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where page `index` sits on the canvas, from a frame of it that the frames overlay lists. */
async function placePage(page: Page, doc: BookDocument, index: number, frameName: string) {
  const frames = page.getByRole('list', { name: 'Frames on this spread' });
  const button = frames.getByRole('button', { name: frameName, exact: true });
  const box = await button.boundingBox();
  const canvas = await page.locator('.spread-canvas canvas').first().boundingBox();
  if (!box || !canvas) throw new Error('the canvas or the frame is not on screen');
  const label = await button.getAttribute('aria-label');
  const pageDoc = doc.pages[index]!;
  const photoId = await button.getAttribute('data-photo-id');
  const frame = pageDoc.frames.find((f) =>
    f.kind === 'photo' ? f.photoId === photoId : label === `Text: ${f.text}`,
  );
  if (!frame) throw new Error(`no frame "${label}" on page ${index}`);
  const scale = box.width / frame.box.width;
  const { width, height } = doc.product.trim;
  return {
    x: box.x - canvas.x - frame.box.x * scale,
    y: box.y - canvas.y - frame.box.y * scale,
    width: width * scale,
    height: height * scale,
  } satisfies Placed;
}

/** Waits until the canvas shows every photo of its spread (no loading grey) and the fonts are in. */
async function settleCanvas(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (const frame of await page.locator('.spread-canvas [data-photo-id]').all()) {
    const box = await frame.boundingBox();
    if (!box) continue;
    await expect
      .poll(() =>
        page.evaluate((b) => {
          const canvas = document.querySelector<HTMLCanvasElement>('.spread-canvas canvas')!;
          const rect = canvas.getBoundingClientRect();
          const k = canvas.width / rect.width;
          const px = canvas
            .getContext('2d')!
            .getImageData(
              Math.round((b.x + b.width / 2 - rect.left) * k),
              Math.round((b.y + b.height / 2 - rect.top) * k),
              1,
              1,
            ).data;
          // paint's grey box for a photo still loading (render-core/paint/paint-scene.ts).
          return px[0] === 217 && px[1] === 217 && px[2] === 217;
        }, box),
      )
      .toBe(false);
  }
  // A subset (Latin Extended) starts loading only when a painted text needs it: wait for it too.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A face that arrived asks Konva for a redraw on the next animation frame; two frames see it done.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** A PNG (data URL) or a region of the spread canvas at `thumb` px wide, resampled in the browser. */
function thumbnail(
  page: Page,
  source: { png: string } | { region: Placed },
  aspect: number,
  thumb: number,
): Promise<{ png: string; width: number }> {
  return page.evaluate(
    async ({ source, thumb, aspect }) => {
      let image: CanvasImageSource;
      let sx = 0;
      let sy = 0;
      let sw: number;
      let sh: number;
      if ('png' in source) {
        const bitmap = await createImageBitmap(await (await fetch(source.png)).blob());
        image = bitmap;
        sw = bitmap.width;
        sh = bitmap.height;
      } else {
        const canvas = document.querySelector<HTMLCanvasElement>('.spread-canvas canvas')!;
        const k = canvas.width / canvas.getBoundingClientRect().width;
        image = canvas;
        sx = source.region.x * k;
        sy = source.region.y * k;
        sw = source.region.width * k;
        sh = source.region.height * k;
      }
      // Both pictures get the page's own proportions, whatever their pixel rounding.
      const out = new OffscreenCanvas(thumb, Math.round(thumb * aspect));
      const ctx = out.getContext('2d')!;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image, sx, sy, sw, sh, 0, 0, out.width, out.height);
      const blob = await out.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return { png: `data:image/png;base64,${btoa(binary)}`, width: sw };
    },
    { source, thumb, aspect },
  );
}

/** The most common colour (to 4 bits a channel) of the pixels of `region` value `r`. */
function commonColour(p: PNG, region: Uint8Array, r: number): number[] {
  const tally = new Map<number, number>();
  for (let i = 0; i < region.length; i++) {
    if (region[i] !== r) continue;
    const key = ((p.data[i * 4]! >> 4) << 8) | ((p.data[i * 4 + 1]! >> 4) << 4) | (p.data[i * 4 + 2]! >> 4);
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const [key] = [...tally].sort((x, y) => y[1] - x[1])[0] ?? [0xfff];
  return [((key! >> 8) & 15) * 17, ((key! >> 4) & 15) * 17, (key! & 15) * 17];
}

const pngOf = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(',')[1]!, 'base64'));

interface ScreenPage {
  index: number;
  name: string;
  /** The page's thumbnail from the canvas, and its width in canvas pixels. */
  png: string;
  width: number;
  /** The page at the canvas's own pixels (its width rounded), for the text. */
  full: string;
}

/** Page `index` as the editor's canvas shows it, shrunk to THUMB px wide. */
async function screenPage(
  page: Page,
  doc: BookDocument,
  index: number,
  frameName: string,
  name: string,
): Promise<ScreenPage> {
  const placed = await placePage(page, doc, index, frameName);
  const aspect = doc.product.trim.height / doc.product.trim.width;
  const shot = await thumbnail(page, { region: placed }, aspect, THUMB);
  const full = await thumbnail(page, { region: placed }, aspect, Math.round(shot.width));
  return { index, name, ...shot, full: full.png };
}

/**
 * Shares of differing pixels in the text boxes, the photo areas and the rest of a page, screen
 * against print at THUMB px wide. Writes the three pictures beside the test's output.
 */
async function comparePage(
  page: Page,
  doc: BookDocument,
  screen: ScreenPage,
  pdfPage: number,
  pdf: string,
): Promise<RegionReport> {
  const info = test.info();
  const { index, name } = screen;
  // The PDF page at the canvas's pixel size, cut to the trim (the bleed lies around it).
  const { width: trimW, height: trimH } = doc.product.trim;
  const dpi = (screen.width / trimW) * 25.4;
  const px = (mm: number) => Math.round((mm / 25.4) * dpi);
  const stem = info.outputPath(`${name}-print-full`);
  execFileSync('pdftoppm', [
    '-r',
    dpi.toFixed(3),
    '-f',
    String(pdfPage),
    '-l',
    String(pdfPage),
    '-x',
    String(px(doc.product.bleed)),
    '-y',
    String(px(doc.product.bleed)),
    '-W',
    String(px(trimW)),
    '-H',
    String(px(trimH)),
    '-png',
    '-singlefile',
    pdf,
    stem,
  ]);
  const printedPng = `data:image/png;base64,${readFileSync(`${stem}.png`).toString('base64')}`;
  const printed = await thumbnail(page, { png: printedPng }, trimH / trimW, THUMB);
  const printedFull = await thumbnail(page, { png: printedPng }, trimH / trimW, Math.round(screen.width));
  const a = pngOf(screen.png);
  const b = pngOf(printed.png);
  expect([b.width, b.height]).toEqual([a.width, a.height]);
  const diff = new PNG({ width: a.width, height: a.height });
  pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: true,
    diffMask: true,
  });
  writeFileSync(info.outputPath(`${name}-screen.png`), PNG.sync.write(a));
  writeFileSync(info.outputPath(`${name}-print.png`), PNG.sync.write(b));
  writeFileSync(info.outputPath(`${name}-diff.png`), PNG.sync.write(diff));

  // Each thumbnail pixel's region, from the page's own draw list (millimetres to thumbnail px).
  const k = a.width / trimW;
  const region = new Uint8Array(a.width * a.height); // 0 plain, 1 photo, 2 text
  const mark = (r: Rect, value: number, grow: number) => {
    const x0 = Math.max(0, Math.floor(r.x * k) - grow);
    const y0 = Math.max(0, Math.floor(r.y * k) - grow);
    const x1 = Math.min(a.width, Math.ceil((r.x + r.width) * k) + grow);
    const y1 = Math.min(a.height, Math.ceil((r.y + r.height) * k) + grow);
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) region[y * a.width + x] = value;
  };
  const scene = sceneForPage(doc, index);
  // Photo edges blend with the page in both pictures: a pixel either side belongs to the photo.
  for (const item of scene.items) if (item.kind === 'image') mark(item.clip, 1, 1);
  for (const item of scene.items) if (item.kind === 'text') mark(item.box, 2, 0);
  const counts = [0, 0, 0];
  const differing = [0, 0, 0];
  for (let i = 0; i < region.length; i++) {
    const r = region[i]!;
    if (r === 2) continue;
    counts[r]! += 1;
    if (diff.data[i * 4 + 3]! > 0) differing[r]! += 1;
  }
  const share = (r: number) => (counts[r] ? differing[r]! / counts[r]! : 0);

  // Text is judged at the canvas's own pixels (at THUMB px a caption is three pixels high) and
  // by its letters' shapes, not their grey: each picture's ink is what lies more than half way
  // from the paper to its own darkest letter pixel, so Chrome's lighter small text and poppler's
  // darker text give the same shapes in the same face.
  const fa = pngOf(screen.full);
  const fb = pngOf(printedFull.png);
  expect([fb.width, fb.height]).toEqual([fa.width, fa.height]);
  const kf = fa.width / trimW;
  const boxes = scene.items.flatMap((item) => {
    if (item.kind !== 'text') return [];
    const x0 = Math.max(0, Math.floor(item.box.x * kf));
    const y0 = Math.max(0, Math.floor(item.box.y * kf));
    const x1 = Math.min(fa.width, Math.ceil((item.box.x + item.box.width) * kf));
    const y1 = Math.min(fa.height, Math.ceil((item.box.y + item.box.height) * kf));
    const pixels: number[] = [];
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels.push(y * fa.width + x);
    return [pixels];
  });
  const textRegion = new Uint8Array(fa.width * fa.height);
  for (const pixels of boxes) for (const i of pixels) textRegion[i] = 1;
  const paper = commonColour(fb, textRegion, 1);
  const away = (p: PNG, i: number) =>
    Math.max(
      Math.abs(p.data[i * 4]! - paper[0]!),
      Math.abs(p.data[i * 4 + 1]! - paper[1]!),
      Math.abs(p.data[i * 4 + 2]! - paper[2]!),
    );
  const inkOf = (p: PNG) => {
    const ink = new Uint8Array(fa.width * fa.height);
    for (const pixels of boxes) {
      let darkest = 0;
      for (const i of pixels) darkest = Math.max(darkest, away(p, i));
      if (darkest < INK) continue;
      for (const i of pixels) if (away(p, i) > darkest / 2) ink[i] = 1;
    }
    return ink;
  };
  const inkA = inkOf(fa);
  const inkB = inkOf(fb);
  const asPng = (ink: Uint8Array) => {
    const out = new PNG({ width: fa.width, height: fa.height });
    out.data.fill(255);
    for (let i = 0; i < ink.length; i++) if (ink[i]) out.data.fill(0, i * 4, i * 4 + 3);
    return out;
  };
  writeFileSync(info.outputPath(`${name}-ink-screen.png`), PNG.sync.write(asPng(inkA)));
  writeFileSync(info.outputPath(`${name}-ink-print.png`), PNG.sync.write(asPng(inkB)));
  // Ink with no ink of the other picture within a pixel (anti-aliasing and rounding move an edge
  // by a pixel at most, another face's letters by their own shapes and widths), each text box
  // taken at the offset of up to SHIFT_PX where the two agree best; that offset is reported apart.
  const near = (ink: Uint8Array, i: number) => {
    const x = i % fa.width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const j = i + dy * fa.width + dx;
        if (x + dx >= 0 && x + dx < fa.width && j >= 0 && j < ink.length && ink[j]) return true;
      }
    return false;
  };
  let inkPixels = 0;
  let unmatched = 0;
  let offset = 0;
  for (const pixels of boxes) {
    const mine = pixels.filter((i) => inkA[i]);
    const theirs = pixels.filter((i) => inkB[i]);
    if (mine.length + theirs.length === 0) continue;
    let best = { missed: Number.POSITIVE_INFINITY, shift: 0 };
    for (let dy = -SHIFT_PX; dy <= SHIFT_PX; dy++)
      for (let dx = -SHIFT_PX; dx <= SHIFT_PX; dx++) {
        const d = dy * fa.width + dx;
        let missed = 0;
        for (const i of mine) if (!near(inkB, i + d)) missed += 1;
        for (const i of theirs) if (!near(inkA, i - d)) missed += 1;
        if (missed < best.missed) best = { missed, shift: Math.max(Math.abs(dx), Math.abs(dy)) };
      }
    inkPixels += mine.length + theirs.length;
    unmatched += best.missed;
    offset = Math.max(offset, best.shift);
  }
  const report = {
    plain: share(0),
    photo: share(1),
    text: inkPixels ? unmatched / inkPixels : 0,
    textOffset: offset,
  };
  writeFileSync(info.outputPath(`${name}-report.json`), JSON.stringify(report));
  info.annotations.push({ type: 'difference', description: `${name}: ${JSON.stringify(report)}` });
  return report;
}

/** The accessible name of the first photo frame of page `index` on the canvas overlay. */
async function photoFrameName(page: Page, doc: BookDocument, index: number): Promise<string> {
  const frame = doc.pages[index]!.frames.find((f) => f.kind === 'photo' && f.photoId !== null);
  if (frame?.kind !== 'photo') throw new Error(`page ${index} has no photo`);
  const name = await page
    .locator(`.spread-canvas [data-photo-id="${frame.photoId}"]`)
    .getAttribute('aria-label');
  if (!name) throw new Error(`no frame button for ${frame.photoId}`);
  return name;
}

/** Opens the design on its first inner spread, every photo and font in, and photographs it. */
async function showFirstSpread(page: Page, printId: string, shot: string) {
  await openEditor(page, printId);
  await page.getByRole('button', { name: 'Spread 1', exact: true }).click();
  await settleCanvas(page);
  await page.getByRole('list', { name: 'Frames on this spread' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot });
}

test('a book’s caption page and photo page look in the editor as they print', async ({ page }, info) => {
  test.setTimeout(240_000);
  const photos = await realPhotos(24);
  // Polish letters too: they come from the faces' Latin Extended subsets, on screen and on paper.
  const caption = 'Vizcaya Bridge, złota jesień';
  const print: ServerPrint = await printWithPhotos(page, info.project.name, photos.length, (doc) => {
    let real = autoLayoutBook(
      photos.map((p) => p.ref),
      doc.product,
      { id: doc.id, title: doc.title },
    );
    real = applyOp(real, { type: 'addText', pageId: real.pages[0]!.id, text: caption }).document;
    Object.assign(doc, structuredClone(real));
  });
  await uploadPhotos(page, photos);
  const doc = print.document;

  await showFirstSpread(page, print.id, info.outputPath('editor-caption.png'));
  // Placed by a photo frame of the page: a text frame's button may be held to a touch size.
  const captionPage = await screenPage(page, doc, 0, await photoFrameName(page, doc, 0), 'caption');
  // A phone shows one page of the spread at a time: the whole spread brings the photo page in.
  const wholeSpread = page.getByRole('button', { name: 'Show whole spread' });
  if (await wholeSpread.isVisible()) {
    await wholeSpread.click();
    await settleCanvas(page);
  }
  const photoPage = await screenPage(page, doc, 1, await photoFrameName(page, doc, 1), 'photos');

  const pdf = info.outputPath('book.pdf');
  await paidPrintFile(page, print.id, pdf);
  // A hardcover's interior file holds the inner pages alone: page i is PDF page i + 1.
  const caption1 = await comparePage(page, doc, captionPage, 1, pdf);
  const photos2 = await comparePage(page, doc, photoPage, 2, pdf);
  expect(caption1.text).toBeLessThanOrEqual(TEXT_TOLERANCE);
  expect(caption1.photo).toBeLessThanOrEqual(PHOTO_TOLERANCE);
  expect(caption1.plain).toBeLessThanOrEqual(PLAIN_TOLERANCE);
  expect(photos2.photo).toBeLessThanOrEqual(PHOTO_TOLERANCE);
  expect(photos2.plain).toBeLessThanOrEqual(PLAIN_TOLERANCE);
});

test('a calendar month looks in the editor as it prints', async ({ page }, info) => {
  test.setTimeout(240_000);
  const photos = await realPhotos(14);
  const print = await calendarWithPhotos(page, info.project.name, '2027-01', (doc) => {
    const real = autoLayoutBook(
      photos.map((p) => p.ref),
      doc.product,
      { id: doc.id, title: doc.title, startMonth: '2027-01' },
    );
    Object.assign(doc, structuredClone(real));
  });
  await uploadPhotos(page, photos);
  const doc = print.document;

  await showFirstSpread(page, print.id, info.outputPath('editor-calendar.png'));
  const january = await screenPage(page, doc, 0, await photoFrameName(page, doc, 0), 'january');

  const pdf = info.outputPath('calendar.pdf');
  await paidPrintFile(page, print.id, pdf);
  // A calendar prints as one file, its cover first: month i is PDF page i + 2.
  const report = await comparePage(page, doc, january, 2, pdf);
  expect(report.text).toBeLessThanOrEqual(TEXT_TOLERANCE);
  expect(report.photo).toBeLessThanOrEqual(PHOTO_TOLERANCE);
  expect(report.plain).toBeLessThanOrEqual(PLAIN_TOLERANCE);
});

test('the print’s fonts load when the editor opens, not on the app’s first screens', async ({
  page,
}, info) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.(woff2?|ttf)(\?|$)/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  const print = await printWithPhotos(page, info.project.name, 4);
  await page.goto('/webapp/');
  await expect(page.getByRole('main')).toBeVisible();
  expect(fonts).toEqual([]);
  await openEditor(page, print.id);
  // The classic theme's faces, from the files print embeds; DejaVu waits for a book that uses it.
  // The render worker asks for the faces its strip thumbnails use in its own FontFaceSet, so a
  // file may be asked for twice (page and worker): which files load is the point here.
  await expect
    .poll(() =>
      [
        ...new Set(
          fonts.map((f) =>
            f
              .split('/')
              .pop()!
              .replace(/-[\w-]{8}\./, '.'),
          ),
        ),
      ].sort(),
    )
    .toEqual(['inter-latin-400-normal.woff', 'lora-latin-400-normal.woff']);
  expect(
    await page.evaluate(() => document.fonts.check('16px "Inter"') && document.fonts.check('16px "Lora"')),
  ).toBe(true);
});
