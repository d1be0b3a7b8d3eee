/**
 * `npm run pictures`: paints the product pictures the new-print screens and the marketing site
 * show (contract/catalog/product-pictures.ts) with render-core, the renderer of the editor and the
 * print files, from a few fixture photos in the repository, and writes them as small WebP files to
 * public/product-pictures. The outputs are committed; run this again after the catalog, the
 * layout or the painting changes, and look at the pictures.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Canvas, createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { type CatalogData, catalogDataSchema } from '../contract/catalog/catalog';
import {
  SIZE_PICTURE,
  STYLE_PICTURE,
  sizePicture,
  sizeScale,
  stylePicture,
} from '../contract/catalog/product-pictures';
import {
  autoLayoutBook,
  type BookDocument,
  paintScene,
  type ProductSpec,
  type Scene,
  sceneForPage,
  sceneForSpread,
} from '../render-core';
import { fixturePhotos } from '../bench/node/fixtures';
import { productSpecOf } from '../src/catalog/product-spec';
import { registerCanvasFonts } from '../bench/node/fonts';
import { canvasImage } from '../bench/node/images';

const OUT = fileURLToPath(new URL('../public/product-pictures/', import.meta.url));
const CATALOG = fileURLToPath(new URL('../server/catalog/catalog.data.json', import.meta.url));
/** Calm, varied photos of one trip: a bridge, the bay, mountains, a village, a beach. */
const PHOTOS = [
  'photo-01',
  'photo-08',
  'photo-11',
  'photo-15',
  'photo-17',
  'photo-20',
  'photo-23',
  'photo-10',
];
const QUALITY = 72;

type Ctx = SKRSContext2D;
type Binding = 'softcover' | 'hardcover' | 'layflat' | 'calendar' | 'desk' | 'glossy' | 'matte';

const catalog: CatalogData = catalogDataSchema.parse(JSON.parse(readFileSync(CATALOG, 'utf8')));
const photos = fixturePhotos()
  .filter((p) => PHOTOS.includes(p.id))
  .map(({ path: _path, ...p }) => p);

function layout(spec: ProductSpec): BookDocument {
  if (spec.kind === 'calendar') return autoLayoutBook(photos, spec, { startMonth: '2027-07', title: '2027' });
  return autoLayoutBook(photos, spec, { title: 'Basque Summer' });
}

let images: Map<string, Image>;

/** A scene painted onto its own canvas, `scale` pixels to the millimetre. */
function painted(scene: Scene, scale: number): Canvas {
  const canvas = createCanvas(Math.round(scene.width * scale), Math.round(scene.height * scale));
  paintScene(canvas.getContext('2d'), scene, { scale, image: (id) => images.get(id) });
  return canvas;
}

function shadow(ctx: Ctx, blur: number, y: number) {
  ctx.shadowColor = 'rgba(40, 30, 20, 0.28)';
  ctx.shadowBlur = blur;
  ctx.shadowOffsetY = y;
}

function noShadow(ctx: Ctx) {
  ctx.shadowColor = 'transparent';
  ctx.shadowBlur = 0;
  ctx.shadowOffsetY = 0;
}

/** A closed book or calendar seen from the front, its look telling the binding. */
function drawCover(ctx: Ctx, page: Canvas, x: number, y: number, binding: Binding) {
  const w = page.width;
  const h = page.height;
  ctx.save();
  shadow(ctx, 14, 6);
  if (binding === 'hardcover') {
    // Boards a little larger than the pages, and a dark spine edge.
    ctx.fillStyle = '#2f3a45';
    ctx.fillRect(x - 5, y - 4, w + 9, h + 8);
    noShadow(ctx);
    ctx.drawImage(page, x, y);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.22)';
    ctx.fillRect(x, y, 6, h);
  } else if (binding === 'layflat') {
    // A thick block of stiff pages under the cover.
    ctx.fillStyle = '#f3f1ec';
    ctx.fillRect(x + 3, y + 3, w + 4, h + 4);
    noShadow(ctx);
    ctx.strokeStyle = 'rgba(0,0,0,0.12)';
    for (let i = 1; i <= 4; i++) ctx.strokeRect(x + i, y + i, w + 2, h + 2);
    ctx.drawImage(page, x, y);
  } else if (binding === 'calendar') {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, w, h);
    noShadow(ctx);
    ctx.drawImage(page, x, y);
    // The wire binding along the top.
    ctx.strokeStyle = '#6b6f75';
    ctx.lineWidth = 2;
    for (let cx = x + 8; cx < x + w - 4; cx += 7) {
      ctx.beginPath();
      ctx.arc(cx, y + 2, 3, Math.PI, 2 * Math.PI);
      ctx.stroke();
    }
  } else if (binding === 'desk') {
    // A standing calendar: the page leans on a card stand.
    ctx.fillStyle = '#d9d4cc';
    ctx.beginPath();
    ctx.moveTo(x - 6, y + h + 6);
    ctx.lineTo(x + w + 6, y + h + 6);
    ctx.lineTo(x + w, y - 2);
    ctx.lineTo(x, y - 2);
    ctx.closePath();
    ctx.fill();
    noShadow(ctx);
    ctx.drawImage(page, x, y);
  } else {
    // Softcover: a thin, flexible cover over its pages.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(x, y, w + 2, h + 2);
    noShadow(ctx);
    ctx.drawImage(page, x, y);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.10)';
    ctx.fillRect(x + 3, y, 1, h);
  }
  ctx.restore();
}

/** An open book: two pages, and the fold between them unless it opens flat. */
function drawSpread(ctx: Ctx, spread: Canvas, x: number, y: number, binding: Binding) {
  const w = spread.width;
  const h = spread.height;
  ctx.save();
  shadow(ctx, 16, 6);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, w, h);
  noShadow(ctx);
  ctx.drawImage(spread, x, y);
  const mid = x + w / 2;
  if (binding === 'layflat') {
    ctx.fillStyle = 'rgba(0, 0, 0, 0.10)';
    ctx.fillRect(mid - 0.5, y, 1, h);
  } else {
    const fold = ctx.createLinearGradient(mid - 22, 0, mid + 22, 0);
    fold.addColorStop(0, 'rgba(0,0,0,0)');
    fold.addColorStop(0.45, 'rgba(0,0,0,0.22)');
    fold.addColorStop(0.5, 'rgba(0,0,0,0.32)');
    fold.addColorStop(0.55, 'rgba(0,0,0,0.22)');
    fold.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = fold;
    ctx.fillRect(mid - 22, y, 44, h);
  }
  ctx.restore();
}

/** A loose print, turned a little, glossy ones with a sheen. */
function drawPrint(ctx: Ctx, print: Canvas, cx: number, cy: number, degrees: number, binding: Binding) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((degrees * Math.PI) / 180);
  const x = -print.width / 2;
  const y = -print.height / 2;
  shadow(ctx, 10, 4);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x - 4, y - 4, print.width + 8, print.height + 8);
  noShadow(ctx);
  ctx.drawImage(print, x, y);
  if (binding === 'glossy') {
    const sheen = ctx.createLinearGradient(x, y, x + print.width, y + print.height);
    sheen.addColorStop(0.25, 'rgba(255,255,255,0)');
    sheen.addColorStop(0.42, 'rgba(255,255,255,0.45)');
    sheen.addColorStop(0.5, 'rgba(255,255,255,0)');
    ctx.fillStyle = sheen;
    ctx.fillRect(x, y, print.width, print.height);
  }
  ctx.restore();
}

function bindingOf(spec: ProductSpec, typeCode: string): Binding {
  if (spec.kind === 'book') return spec.binding?.style ?? 'softcover';
  if (spec.kind === 'calendar') return typeCode === 'desk' ? 'desk' : 'calendar';
  return typeCode === 'glossy' ? 'glossy' : 'matte';
}

/** The style picture: a closed cover beside the open product (or a fan of prints). */
function stylePictureOf(spec: ProductSpec, typeCode: string): Canvas {
  const { width: W, height: H } = STYLE_PICTURE;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const doc = layout(spec);
  const binding = bindingOf(spec, typeCode);
  const options = { placeholders: false, locale: 'en-GB' };
  if (spec.kind === 'print') {
    const scale = 150 / Math.max(spec.trim.width, spec.trim.height);
    const prints = [2, 0, 1].map((i) => painted(sceneForPage(doc, i, options), scale * 1.4));
    drawPrint(ctx, prints[0]!, W * 0.3, H * 0.52, -7, binding);
    drawPrint(ctx, prints[1]!, W * 0.7, H * 0.5, 6, binding);
    drawPrint(ctx, prints[2]!, W * 0.5, H * 0.48, -1, binding);
    return canvas;
  }
  const margin = 24;
  const gap = 28;
  if (spec.kind === 'calendar') {
    // The cover and a month, side by side.
    const { width: tw, height: th } = spec.trim;
    const scale = Math.min((H - 2 * margin) / th, (W - 2 * margin - gap) / (2 * tw));
    const cover = painted(sceneForPage(doc, 'cover', options), scale);
    const month = painted(sceneForPage(doc, 0, options), scale);
    const left = (W - cover.width - gap - month.width) / 2;
    drawCover(ctx, cover, left, (H - cover.height) / 2, binding);
    drawCover(ctx, month, left + cover.width + gap, (H - month.height) / 2, binding);
    return canvas;
  }
  // A book: the cover, then the first spread of photos.
  const { width: tw, height: th } = spec.trim;
  const scale = Math.min((H - 2 * margin) / th, (W - 2 * margin - gap) / (3 * tw));
  const cover = painted(sceneForPage(doc, 'cover', options), scale * 0.9);
  const spread = painted(sceneForSpread(doc, 2, options), scale);
  const left = (W - cover.width - gap - spread.width) / 2;
  drawCover(ctx, cover, left, (H - cover.height) / 2, binding);
  drawSpread(ctx, spread, left + cover.width + gap, (H - spread.height) / 2, binding);
  return canvas;
}

/** The size picture: the cover (or a print) at true scale with the category's other sizes. */
function sizePictureOf(spec: ProductSpec, typeCode: string, scale: number): Canvas {
  const { width: W, height: H } = SIZE_PICTURE;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const doc = layout(spec);
  const binding = bindingOf(spec, typeCode);
  const options = { placeholders: false, locale: 'en-GB' };
  const page = painted(sceneForPage(doc, spec.kind === 'print' ? 0 : 'cover', options), scale);
  // Standing on one floor line, so sizes compare.
  const x = (W - page.width) / 2;
  const y = H - 20 - page.height;
  if (spec.kind === 'print') drawPrint(ctx, page, W / 2, y + page.height / 2, 0, binding);
  else drawCover(ctx, page, x, y, binding);
  return canvas;
}

async function main() {
  registerCanvasFonts();
  images = await fixtureImages();
  mkdirSync(OUT, { recursive: true });
  let total = 0;
  const write = async (file: string, canvas: Canvas) => {
    const bytes = await canvas.encode('webp', QUALITY);
    writeFileSync(`${OUT}${file}`, bytes);
    total += bytes.length;
    console.log(`${file}\t${(bytes.length / 1024).toFixed(1)} KB`);
  };
  for (const category of catalog.categories) {
    const all = category.types.flatMap((t) => t.products);
    const scale = sizeScale(
      all.map((p) => p.trim),
      SIZE_PICTURE.height - 44,
    );
    for (const type of category.types) {
      const first = type.products[0]!;
      await write(stylePicture(type.code).file, stylePictureOf(productSpecOf(first), type.code));
      for (const product of type.products)
        await write(sizePicture(product.code).file, sizePictureOf(productSpecOf(product), type.code, scale));
    }
  }
  console.log(`total\t${(total / 1024).toFixed(1)} KB`);
}

async function fixtureImages(): Promise<Map<string, Image>> {
  const out = new Map<string, Image>();
  for (const p of fixturePhotos().filter((f) => PHOTOS.includes(f.id)))
    out.set(p.id, await canvasImage(p.path, 900));
  return out;
}

await main();
