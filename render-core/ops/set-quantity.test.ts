import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { photoPrint } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { applyOp } from './index';

describe('setQuantity', () => {
  it('sets how many copies of a print', () => {
    const prints = autoLayoutBook(samplePhotos(3), photoPrint);
    const { document } = applyOp(prints, { type: 'setQuantity', pageId: prints.pages[1]!.id, quantity: 4 });
    expect(document.pages.map((p) => p.quantity)).toEqual([1, 4, 1]);
    expect(() =>
      applyOp(prints, { type: 'setQuantity', pageId: prints.pages[1]!.id, quantity: 0 }),
    ).toThrow();
  });
});
