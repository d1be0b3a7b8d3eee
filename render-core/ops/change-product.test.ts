import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { edit, redo, startSession, undo } from '../history/history';
import { autoLayoutBook } from '../layout/auto-layout';
import { loadDocument } from '../model/migrations';
import { type ProductSpec, productSpecSchema } from '../model/product';
import { landscapeBook, photoPrint, squareBook, wallCalendar } from '../testing/products';
import { sampleBook } from '../testing/sample-book';
import { samplePhotos } from '../testing/sample-photos';
import { applyOp, OpError } from './index';

const spec = (over: Partial<z.input<typeof productSpecSchema>>): ProductSpec =>
  productSpecSchema.parse({ ...squareBook, ...over });
const layflat = spec({ code: 'BOOK-LF-20X20', pages: { min: 20, max: 80, step: 2 }, bleed: 5 });
const hardcover = spec({ code: 'BOOK-HC-20X20', pages: { min: 24, max: 140, step: 2 } });

describe('changeProduct', () => {
  it('takes another product of the same kind and size, keeping every page and frame', () => {
    const doc = sampleBook(50);
    expect(doc.pages).toHaveLength(20);
    const { document } = applyOp(doc, { type: 'changeProduct', product: layflat });
    expect(document.product).toEqual(layflat);
    expect(document.pages).toBe(doc.pages);
    expect(document.cover).toBe(doc.cover);
    expect(loadDocument(document).ok).toBe(true);
  });

  it('refuses another kind, another trim size and a page count the product does not take', () => {
    const doc = sampleBook(50);
    const refused = (product: ProductSpec) => {
      try {
        applyOp(doc, { type: 'changeProduct', product });
      } catch (error) {
        expect(error).toBeInstanceOf(OpError);
        return (error as OpError).code;
      }
      return 'applied';
    };
    expect(refused({ ...wallCalendar, trim: squareBook.trim })).toBe('WRONG_KIND');
    expect(refused(landscapeBook)).toBe('WRONG_SIZE');
    // 20 inner pages: a hardcover starts at 24.
    expect(refused(hardcover)).toBe('PAGE_COUNT');
    expect(refused(spec({ code: 'BOOK-ODD-20X20', pages: { min: 21, max: 41, step: 2 } }))).toBe(
      'PAGE_COUNT',
    );
    expect(refused(layflat)).toBe('applied');
  });

  it('counts a calendar cover among its pages and lets prints change paper', () => {
    const calendar = autoLayoutBook(samplePhotos(12), wallCalendar);
    const matte = productSpecSchema.parse({ ...wallCalendar, code: 'CAL-WALL-A4-MATTE' });
    expect(applyOp(calendar, { type: 'changeProduct', product: matte }).document.product.code).toBe(
      'CAL-WALL-A4-MATTE',
    );
    const prints = autoLayoutBook(samplePhotos(3), photoPrint);
    const mattePrint = productSpecSchema.parse({ ...photoPrint, code: 'PRINT-MT-6X4' });
    expect(applyOp(prints, { type: 'changeProduct', product: mattePrint }).document.product.code).toBe(
      'PRINT-MT-6X4',
    );
  });

  it('is one undo step, and choosing the same product changes nothing', () => {
    const doc = sampleBook(50);
    expect(applyOp(doc, { type: 'changeProduct', product: squareBook }).document).toBe(doc);
    let session = edit(startSession(doc), { type: 'changeProduct', product: layflat });
    expect(session.document.product.code).toBe('BOOK-LF-20X20');
    session = undo(session);
    expect(session.document.product).toEqual(squareBook);
    session = redo(session);
    expect(session.document.product).toEqual(layflat);
  });

  it('validates the product it is given', () => {
    const doc = sampleBook(50);
    expect(() =>
      applyOp(doc, { type: 'changeProduct', product: { ...layflat, code: 'lower case' } }),
    ).toThrow();
  });
});
