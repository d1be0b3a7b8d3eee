/**
 * `npm run bench`: headless figures for the render engine. Each case warms up, runs repeated
 * trials and prints median, spread and range; everything also goes to bench/results/*.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { createCanvas } from '@napi-rs/canvas';
import justifiedLayout from 'justified-layout';
import {
  applyOp,
  autoLayoutBook,
  type BookDocument,
  edit,
  paintScene,
  productSpecSchema,
  redo,
  sceneForSpread,
  startSession,
  undo,
  validateBook,
} from '../render-core';
import { renderPrintPdf } from '../render-core/print';
import { squareBook } from '../render-core/testing/products';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { type Figure, formatFigure, measure } from './harness';
import { fixtureBook, fixtureImages, fixturePrintBytes, fixtureProduct } from './node/fixture-book';
import { fontBytes, registerCanvasFonts } from './node/fonts';

const figures: Figure[] = [];
const report = (f: Figure) => {
  figures.push(f);
  console.log(formatFigure(f));
};
const photoFrameRef = (doc: BookDocument, page: number) => {
  const p = doc.pages[page]!;
  return { pageId: p.id, frameId: p.frames.find((f) => f.kind === 'photo')!.id };
};

console.log(
  `render-core bench · node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}\n`,
);

// Auto-layout over piles of made-up phone photos.
const targets: Record<number, number> = { 100: 20, 1000: 200 };
for (const n of [24, 100, 500, 1000]) {
  const photos = samplePhotos(n);
  report(
    await measure(
      `autoLayout ${n} photos`,
      () => autoLayoutBook(photos, squareBook),
      () => null,
      { trials: n >= 500 ? 15 : 30, target: targets[n] },
    ),
  );
}

// Ops on a 100-page book (300 photos fill the 100-page maximum).
const big = autoLayoutBook(samplePhotos(300), squareBook);
console.log(`\n(book for ops: ${big.pages.length} pages, ${big.photos.length} photos)`);
const a = photoFrameRef(big, 10);
const b = photoFrameRef(big, 80);
report(
  await measure(
    'op swapPhotos (100-page book)',
    () => applyOp(big, { type: 'swapPhotos', a, b }),
    () => null,
    { warmup: 20, trials: 200, target: 2 },
  ),
);
report(
  await measure(
    'op cropPhoto (100-page book)',
    () =>
      applyOp(big, {
        type: 'cropPhoto',
        ...photoFrameRef(big, 50),
        rect: { x: 0.2, y: 0.2, width: 0.5, height: 0.5 },
      }),
    () => null,
    { warmup: 20, trials: 200, target: 2 },
  ),
);
report(
  await measure(
    'op changeTemplate (100-page book)',
    () => applyOp(big, { type: 'changeTemplate', pageId: big.pages[40]!.id, template: 'grid-2x2' }),
    () => null,
    { warmup: 20, trials: 200, target: 2 },
  ),
);
report(
  await measure(
    'op changeTheme, every page (100-page book)',
    () => applyOp(big, { type: 'changeTheme', theme: 'gallery' }),
    () => null,
    { warmup: 10, trials: 100, target: 2 },
  ),
);
const edited = edit(startSession(big), { type: 'swapPhotos', a, b });
report(
  await measure(
    'undo (100-page book)',
    (s) => undo(s),
    () => edited,
    { warmup: 20, trials: 200, target: 2 },
  ),
);
const undone = undo(edited);
report(
  await measure(
    'redo (100-page book)',
    (s) => redo(s),
    () => undone,
    { warmup: 20, trials: 200, target: 2 },
  ),
);
report(
  await measure(
    'validate (100-page book)',
    () => validateBook(big),
    () => null,
    { warmup: 10, trials: 100 },
  ),
);

// A 512 px spread thumbnail from screen renditions of the fixture photos, as the worker paints it.
registerCanvasFonts();
const fixture = fixtureBook();
const renditions = await fixtureImages(1024);
const spread = sceneForSpread(fixture, 2, { placeholders: true });
const scale = 512 / spread.width;
const canvas = createCanvas(512, Math.round(spread.height * scale));
const context = canvas.getContext('2d');
report(
  await measure(
    'thumbnail 512 px spread (@napi-rs/canvas)',
    () => {
      paintScene(context, spread, { scale, image: (id) => renditions.get(id) });
      // Skia records draw calls lazily; reading a pixel back makes it really paint, as
      // transferToImageBitmap does in the worker.
      context.getImageData(0, 0, 1, 1);
    },
    () => null,
    {
      warmup: 5,
      trials: 50,
      target: 15,
      note: 'from 1024 px renditions',
    },
  ),
);

const originals = await fixtureImages();
report(
  await measure(
    'thumbnail 512 px spread from full-size photos',
    () => {
      paintScene(context, spread, { scale, image: (id) => originals.get(id) });
      context.getImageData(0, 0, 1, 1);
    },
    () => null,
    { warmup: 5, trials: 50, target: 15, note: 'worst case: 2048 px originals' },
  ),
);

// A 40-page print PDF of the fixture photos: sharp turns each photo upright and re-encodes it.
const fortyPages = productSpecSchema.parse({ ...fixtureProduct, pages: { min: 40, max: 100, step: 2 } });
const printBook = fixtureBook(fortyPages);
const fonts = fontBytes();
let pdfBytes = 0;
report(
  await measure(
    `print PDF ${printBook.pages.length} pages + cover`,
    async () => {
      pdfBytes = (await renderPrintPdf(printBook, { image: fixturePrintBytes(), fonts, fontkit })).length;
    },
    () => null,
    { warmup: 1, trials: 3, target: 10_000, note: 'fixture photos decoded and encoded by sharp' },
  ),
);
console.log(`(PDF size ${(pdfBytes / 1e6).toFixed(1)} MB)`);
// A 100-page hardcover's print files as the printer takes them: PDF/X-4 interior and cover sheet.
const hundredPages = productSpecSchema.parse({
  ...fixtureProduct,
  code: 'BOOK-HC-20X20',
  pages: { min: 100, max: 100, step: 2 },
  binding: {
    style: 'hardcover',
    paper: { code: 'silk-170', leafThickness: 0.13 },
    spineAllowance: 4,
    wrap: 15,
    spineTextMin: 6,
    separateCoverFile: true,
  },
});
const bigPrint = fixtureBook(hundredPages);
const bookFiles = async () =>
  Promise.all(
    (['interior', 'cover'] as const).map((part) =>
      renderPrintPdf(bigPrint, { image: fixturePrintBytes(), fonts, fontkit, part }),
    ),
  );
report(
  await measure(
    `print files: ${bigPrint.pages.length}-page hardcover (interior + cover, PDF/X-4)`,
    bookFiles,
    () => null,
    { warmup: 1, trials: 3, note: 'fixture photos decoded and encoded by sharp' },
  ),
);

// Row packing (flickr's justified-layout) against our whole-book layout, per photo, same aspects.
console.log('');
const ratios: Record<string, number> = {};
for (const n of [100, 1000]) {
  const photos = samplePhotos(n);
  const aspects = photos.map((p) => p.width / p.height);
  const ours = await measure(
    `autoLayout ${n} (per-photo comparison)`,
    () => autoLayoutBook(photos, squareBook),
    () => null,
    { trials: 15 },
  );
  const theirs = await measure(
    `justified-layout ${n} photos`,
    () => justifiedLayout(aspects, { containerWidth: 1000, targetRowHeight: 200 }),
    () => null,
    { trials: 50 },
  );
  report(theirs);
  ratios[n] = ours.median / n / (theirs.median / n);
  console.log(
    `  per photo: ours ${((ours.median / n) * 1000).toFixed(2)} µs, justified-layout ${((theirs.median / n) * 1000).toFixed(2)} µs → ratio ${ratios[n]!.toFixed(1)}×`,
  );
}

const out = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(out, { recursive: true });
const file = `${out}bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  `${JSON.stringify({ node: process.version, cpus: cpus().length, figures, perPhotoCostRatioVsJustifiedLayout: ratios }, null, 2)}\n`,
);
console.log(`\nwrote ${file}`);
const over = figures.filter((f) => f.target !== undefined && f.median > f.target);
console.log(over.length === 0 ? 'every target met' : `over target: ${over.map((f) => f.name).join(', ')}`);
