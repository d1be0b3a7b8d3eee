import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyOp, type BookDocument, mm, mmToPt } from '../../render-core';
import { renderPrintPdf } from '../../render-core/print';
import { fixtureBook, fixturePrintBytes } from '../node/fixture-book';
import { fontBytes } from '../node/fonts';

/** Writes a book of the fixture photos as a print PDF and checks it with poppler and qpdf. */
let doc: BookDocument;
let file: string;
let bytes: Uint8Array;

beforeAll(async () => {
  doc = fixtureBook();
  bytes = await renderPrintPdf(doc, { image: fixturePrintBytes(), fonts: fontBytes(), fontkit });
  file = join(mkdtempSync(join(tmpdir(), 'bindery-print-')), 'book.pdf');
  writeFileSync(file, bytes);
}, 60_000);

const run = (tool: string, args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });

describe('renderPrintPdf', () => {
  it('passes qpdf --check', () => {
    expect(run('qpdf', ['--check', file])).toMatch(/No syntax or stream encoding errors found/);
  }, 180_000);

  it('has the cover and every page at trim size plus bleed, with trim and bleed boxes', () => {
    const info = run('pdfinfo', ['-box', '-f', '1', '-l', '2', file]);
    expect(info).toMatch(new RegExp(`Pages:\\s+${doc.pages.length + 1}\\b`));
    const side = mmToPt(mm(200 + 2 * 3));
    const size = info.match(/Page\s+1 size:\s+([\d.]+) x ([\d.]+) pts/);
    expect(size?.slice(1).map(Number)).toEqual([expect.closeTo(side, 2), expect.closeTo(side, 2)]);
    const trim = info.match(/Page\s+1 TrimBox:\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/);
    expect(trim?.slice(1).map(Number)).toEqual([8.5, 8.5, 575.43, 575.43].map((v) => expect.closeTo(v, 1)));
  });

  it('embeds the fonts', () => {
    const fonts = run('pdffonts', [file]);
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    // Column "emb" is yes for every font.
    for (const row of rows) expect(row).toMatch(/\s(yes)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
  });

  it('keeps every photo at its real pixels, never upsampled', () => {
    const list = run('pdfimages', ['-list', file]).split('\n').slice(2).filter(Boolean);
    const sizes = new Set(list.map((row) => row.trim().split(/\s+/).slice(3, 5).join('x')));
    const photoSizes = new Set(doc.photos.map((p) => `${p.width}x${p.height}`));
    for (const size of sizes) expect(photoSizes).toContain(size);
    expect(list.length).toBeGreaterThanOrEqual(doc.photos.length);
  }, 60_000);

  it('opens again with pdf-lib', async () => {
    const reopened = await PDFDocument.load(bytes);
    expect(reopened.getPageCount()).toBe(doc.pages.length + 1);
    expect(reopened.getTitle()).toBe('Basque Summer');
  });

  it('prints Polish letters from the Latin Extended subset, every other letter from the Latin one', async () => {
    let polish = applyOp(doc, {
      type: 'addText',
      pageId: doc.pages[1]!.id,
      text: 'Łódź, złota jesień',
    }).document;
    polish = { ...polish, pages: polish.pages.slice(0, 2) };
    const out = join(mkdtempSync(join(tmpdir(), 'bindery-print-')), 'polish.pdf');
    writeFileSync(
      out,
      await renderPrintPdf(polish, { image: fixturePrintBytes(), fonts: fontBytes(), fontkit }),
    );
    expect(run('pdftotext', ['-f', '3', '-l', '3', out, '-'])).toContain('Łódź, złota jesień');
    // The caption's face is in the file twice, its Latin subset and its Latin Extended one; a book
    // without such letters carries the Latin one alone.
    const inter = (pdf: string) =>
      run('pdffonts', [pdf])
        .split('\n')
        .filter((row) => /Inter/.test(row));
    expect(inter(out)).toHaveLength(2);
    expect(inter(file)).toHaveLength(1);
  }, 60_000);

  it('refuses a book whose font was not provided', async () => {
    await expect(renderPrintPdf(doc, { image: fixturePrintBytes(), fonts: {}, fontkit })).rejects.toThrow(
      /was not provided/,
    );
  });
});
