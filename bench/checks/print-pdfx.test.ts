import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyOp,
  autoLayoutBook,
  type BookDocument,
  type ProductSpec,
  productSpecSchema,
  sceneForSpread,
} from '../../render-core';
import { type PrintPart, renderPrintPdf } from '../../render-core/print';
import { photoPrint, wallCalendar } from '../../render-core/testing/products';
import { checkPrintFile, ptToMm } from '../../scripts/print-check';
import { fixtureBook, fixturePrintBytes, fixtureProduct } from '../node/fixture-book';
import { fixturePhotos } from '../node/fixtures';
import { fontBytes } from '../node/fonts';

/**
 * Print files to the PDF/X-4 standard, measured and checked by Debian's tools (scripts/print-check:
 * qpdf, pdfinfo, pdffonts, pdfimages, Ghostscript), never by the code that wrote them.
 */
const hardcover: ProductSpec = productSpecSchema.parse({
  ...fixtureProduct,
  code: 'BOOK-HC-20X20',
  binding: {
    style: 'hardcover',
    paper: { code: 'silk-170', leafThickness: 0.13 },
    spineAllowance: 4,
    wrap: 15,
    spineTextMin: 6,
    separateCoverFile: true,
  },
});

const dir = mkdtempSync(join(tmpdir(), 'bindery-pdfx-'));
let n = 0;
async function write(doc: BookDocument, part: PrintPart = 'all', cropMarks = false) {
  const bytes = await renderPrintPdf(doc, {
    image: fixturePrintBytes(),
    fonts: fontBytes(),
    fontkit,
    part,
    cropMarks,
  });
  const file = join(dir, `${n++}-${doc.kind}-${part}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

const widthMm = (box: [number, number, number, number]) => ptToMm(box[2] - box[0]);
const heightMm = (box: [number, number, number, number]) => ptToMm(box[3] - box[1]);

function addPages(doc: BookDocument, count: number): BookDocument {
  let out = doc;
  for (let i = 0; i < count; i++) out = applyOp(out, { type: 'addPage', at: out.pages.length }).document;
  return out;
}

let book: BookDocument;
beforeAll(() => {
  book = fixtureBook(hardcover);
});

describe('a hardcover cover', () => {
  it('is one sheet of 2 × trim width + spine + 2 × (bleed + wrap), within 0.1 mm', async () => {
    const report = checkPrintFile(await write(book, 'cover'));
    expect(report.problems).toEqual([]);
    expect(report.pages).toHaveLength(1);
    const spine = Math.round((Math.ceil(book.pages.length / 2) * 0.13 + 4) * 10) / 10;
    const { media, bleed, trim } = report.pages[0]!;
    expect(Math.abs(widthMm(media) - (2 * 200 + spine + 2 * (3 + 15)))).toBeLessThan(0.1);
    expect(Math.abs(heightMm(media) - (200 + 2 * (3 + 15)))).toBeLessThan(0.1);
    expect(Math.abs(widthMm(bleed) - widthMm(media))).toBeLessThan(0.1);
    // The cut line of the cover material: the sheet less its bleed (the wrap turns in round the boards).
    expect(Math.abs(widthMm(trim) - (2 * 200 + spine + 2 * 15))).toBeLessThan(0.1);
    expect(Math.abs(ptToMm(trim[0] - media[0]) - 3)).toBeLessThan(0.1);
  }, 60_000);

  it('grows its spine when 20 pages are added, and the title goes on the spine once it is wide enough', async () => {
    const before = checkPrintFile(await write(book, 'cover')).pages[0]!.media;
    const bigger = addPages(book, 20);
    const after = checkPrintFile(await write(bigger, 'cover')).pages[0]!.media;
    // 20 pages are 10 leaves of 0.13 mm paper.
    expect(widthMm(after) - widthMm(before)).toBeCloseTo(1.3, 1);
    const spineTitle = (doc: BookDocument) =>
      sceneForSpread(doc, 0).items.some((i) => i.kind === 'text' && i.rotation === 90);
    expect(spineTitle(book)).toBe(false); // 5.3 mm: too narrow
    expect(spineTitle(bigger)).toBe(true); // 6.6 mm
  }, 60_000);

  it('shows in the editor as back, spine and front, wider as pages are added', () => {
    const spread = sceneForSpread(book, 0);
    expect(spread.width).toBeCloseTo(2 * 200 + 5.3, 5);
    expect(sceneForSpread(addPages(book, 20), 0).width).toBeCloseTo(2 * 200 + 6.6, 5);
  });

  it('prints a back cover page beside the spine when the book has one', async () => {
    const front = book.cover!;
    const withBack: BookDocument = {
      ...book,
      backCover: { ...front, id: 'back', background: '#123456', frames: [] },
    };
    const scene = sceneForSpread(withBack, 0);
    const backRect = scene.items.find((i) => i.kind === 'rect' && i.color === '#123456');
    expect(backRect?.kind === 'rect' && backRect.box.x + backRect.box.width).toBeCloseTo(200, 5);
    expect(checkPrintFile(await write(withBack, 'cover')).problems).toEqual([]);
  }, 60_000);
});

describe('PDF/X-4 print files', () => {
  it('a book as separate interior and cover files, fonts subset and photos at their real pixels', async () => {
    const interior = checkPrintFile(await write(book, 'interior'));
    expect(interior.problems).toEqual([]);
    expect(interior.pdfxVersion).toBe('PDF/X-4');
    expect(interior.pages).toHaveLength(book.pages.length);
    for (const p of interior.pages) {
      expect(Math.abs(widthMm(p.trim) - 200)).toBeLessThan(0.1);
      expect(Math.abs(widthMm(p.bleed) - 206)).toBeLessThan(0.1);
    }
    expect(interior.fonts.length).toBeGreaterThan(0);
    expect(interior.fonts.every((f) => f.embedded && f.subset)).toBe(true);
    const photoSizes = new Set(fixturePhotos().map((p) => `${p.width}x${p.height}`));
    for (const image of interior.images) expect(photoSizes).toContain(`${image.width}x${image.height}`);
  }, 120_000);

  it('a calendar', async () => {
    const photos = fixturePhotos().map(({ path: _path, ...photo }) => photo);
    const calendar = autoLayoutBook(photos, wallCalendar, { startMonth: '2027-01' });
    const report = checkPrintFile(await write(calendar));
    expect(report.problems).toEqual([]);
    expect(report.pages).toHaveLength(13);
  }, 120_000);

  it('a set of prints, each its own page at trim + bleed, with crop marks outside the bleed', async () => {
    const photos = fixturePhotos().map(({ path: _path, ...photo }) => photo);
    const prints = autoLayoutBook(photos.slice(0, 3), photoPrint);
    const report = checkPrintFile(await write(prints, 'all', true));
    expect(report.problems).toEqual([]);
    expect(report.pages).toHaveLength(prints.pages.length);
    for (const p of report.pages) {
      expect(Math.abs(widthMm(p.trim) - 152)).toBeLessThan(0.1);
      expect(Math.abs(widthMm(p.bleed) - 156)).toBeLessThan(0.1);
      expect(Math.abs(widthMm(p.media) - 176)).toBeLessThan(0.1);
    }
  }, 120_000);

  it('the checker fails a file without an output intent', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const plain = await PDFDocument.create();
    plain.addPage([100, 100]);
    const file = join(dir, 'plain.pdf');
    writeFileSync(file, await plain.save());
    const problems = checkPrintFile(file).problems.join('\n');
    expect(problems).toMatch(/GTS_PDFX/);
    expect(problems).toMatch(/TrimBox/);
  });
});
