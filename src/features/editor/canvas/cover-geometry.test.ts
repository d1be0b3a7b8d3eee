import { describe, expect, it } from 'vitest';
import { applyOp, autoLayoutBook, productSpecSchema, sceneForSpread } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { frameAt, spreadGeometry } from './spread-geometry';

const hardcover = productSpecSchema.parse({
  ...squareBook,
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

describe('the cover spread of a bound book', () => {
  const doc = autoLayoutBook(samplePhotos(24), hardcover, { id: 'b' });

  it('is back + spine + front, as wide as the scene render-core draws, and grows with pages', () => {
    const g = spreadGeometry(doc, 0);
    const scene = sceneForSpread(doc, 0);
    expect([g.width, g.height]).toEqual([scene.width, scene.height]);
    expect(g.width).toBeGreaterThan(400);
    let bigger = doc;
    for (let i = 0; i < 20; i++)
      bigger = applyOp(bigger, { type: 'addPage', at: bigger.pages.length }).document;
    expect(spreadGeometry(bigger, 0).width - g.width).toBeCloseTo(1.3, 5);
  });

  it('puts the front cover right of the spine, so its frames are hit where they are drawn', () => {
    const g = spreadGeometry(doc, 0);
    const front = g.pages.find((p) => p.pageId === doc.cover!.id)!;
    expect(front.x).toBeCloseTo(g.width - 200, 5);
    const frame = g.frames.find((f) => f.pageId === doc.cover!.id)!;
    expect(frame.box.x).toBeCloseTo(frame.frame.box.x + front.x, 5);
    const hit = frameAt(g, frame.box.x + frame.box.width / 2, frame.box.y + frame.box.height / 2);
    expect(hit?.pageId).toBe(doc.cover!.id);
    expect(frameAt(g, 10, 100)).toBeNull(); // the back cover's margin: nothing there
  });
});
