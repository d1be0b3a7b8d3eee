import { describe, expect, it } from 'vitest';
import { autoLayoutBook, sceneForSpread, spreadCount } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { frameAt, spreadGeometry, spreadOfPage } from './spread-geometry';

const doc = autoLayoutBook(samplePhotos(24), squareBook, { id: 'b' });

describe('spreadGeometry', () => {
  it('matches the size of the scene render-core draws for every spread', () => {
    for (let i = 0; i < spreadCount(doc); i++) {
      const scene = sceneForSpread(doc, i);
      const g = spreadGeometry(doc, i);
      expect([g.width, g.height]).toEqual([scene.width, scene.height]);
    }
  });

  it('puts the right page of a spread after the left one', () => {
    const g = spreadGeometry(doc, 1);
    expect(g.pages.map((p) => [p.ref, p.x])).toEqual([
      [0, 0],
      [1, 200],
    ]);
    const right = g.frames.find((f) => f.page === 1)!;
    expect(right.box.x).toBe(right.frame.box.x + 200);
  });

  it('finds the frame under a point, and nothing outside the spread', () => {
    const g = spreadGeometry(doc, 1);
    const f = g.frames.find((p) => p.frame.kind === 'photo')!;
    expect(frameAt(g, f.box.x + 1, f.box.y + 1)?.frame.id).toBe(f.frame.id);
    expect(frameAt(g, -1, -1)).toBeNull();
    expect(frameAt(g, g.width + 1, 10)).toBeNull();
  });

  it('knows which spread shows a page', () => {
    expect([
      spreadOfPage(doc, 'cover'),
      spreadOfPage(doc, 0),
      spreadOfPage(doc, 1),
      spreadOfPage(doc, 2),
    ]).toEqual([0, 1, 1, 2]);
  });
});
