import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { captionAnchor } from './caption-request';
import { spreadGeometry } from './spread-geometry';

const doc = autoLayoutBook(samplePhotos(24), squareBook, { id: 'b' });

describe('captionAnchor', () => {
  it('anchors a new caption on the page asked for, at its place in the spread', () => {
    const g = spreadGeometry(doc, 1);
    const right = g.pages[1]!;
    const anchor = captionAnchor(doc, g, [right.pageId])!;
    expect(anchor.pageId).toBe(right.pageId);
    expect(anchor.page).toBe(1);
    // startCaption moves the new frame by box - frame.box: the page's offset in the spread.
    expect(anchor.box.x - anchor.frame.box.x).toBe(right.x);
    expect(anchor.box.y - anchor.frame.box.y).toBe(0);
  });

  it('takes the first wanted page that is on the spread, else the first inner page', () => {
    const g = spreadGeometry(doc, 1);
    expect(captionAnchor(doc, g, [null, 'elsewhere', g.pages[1]!.pageId])!.pageId).toBe(g.pages[1]!.pageId);
    expect(captionAnchor(doc, g, [null, undefined])!.pageId).toBe(g.pages[0]!.pageId);
  });

  it('captions the front cover on the cover spread', () => {
    const g = spreadGeometry(doc, 0);
    expect(captionAnchor(doc, g, [null])!.pageId).toBe(doc.cover!.id);
  });
});
