import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { applyOp, autoLayoutBook } from '../../render-core';
import { renderPrintPdf } from '../../render-core/print';
import { squareBook } from '../../render-core/testing/products';
import { trip } from '../../render-core/testing/trip';
import { fontBytes } from '../node/fonts';

const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('chapter title pages in print', () => {
  it('print their titles', async () => {
    const book = autoLayoutBook(trip, squareBook);
    const { document } = applyOp(book, { type: 'setChapterTitles', on: true });
    const jpeg = readFileSync(fileURLToPath(new URL('../../fixtures/photos/photo-08.jpg', import.meta.url)));
    const bytes = await renderPrintPdf(document, {
      image: async () => jpeg,
      fonts: fontBytes(),
      fontkit,
      part: 'interior',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'bindery-chapters-')), 'book.pdf');
    writeFileSync(file, bytes);
    const titlePages = document.pages.flatMap((p, i) => (p.template === 'chapter-title' ? [i + 1] : []));
    const texts = titlePages.map((n) =>
      plain(execFileSync('pdftotext', ['-f', `${n}`, '-l', `${n}`, file, '-'], { encoding: 'utf8' }).trim()),
    );
    expect(texts).toEqual(['Bilbao, 3 July', 'San Sebastián, 5 July', 'Santander, 8 July']);
  }, 60_000);
});
