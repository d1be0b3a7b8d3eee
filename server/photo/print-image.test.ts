import { describe, expect, it } from 'vitest';
import type { BookDocument } from '../../render-core';
import { sampleBook } from '../../render-core/testing/sample-book';
import { printLongEdges } from './print-image';

/** The book with one photo's frame zoomed into its crop. */
function zoomed(doc: BookDocument, photoId: string, zoom: number): BookDocument {
  return {
    ...doc,
    pages: doc.pages.map((page) => ({
      ...page,
      frames: page.frames.map((f) =>
        f.kind === 'photo' && f.photoId === photoId ? { ...f, crop: { ...f.crop, zoom } } : f,
      ),
    })),
  };
}

describe('printLongEdges: the pixels each photo is printed at', () => {
  const doc = sampleBook(12);
  const placed = new Set(
    doc.pages.flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : []))),
  );

  it('has every placed photo, at fewer pixels than a 12 MP photo has in a 20 cm book at 300 dpi', () => {
    const edges = printLongEdges(doc);
    expect(new Set(edges.keys())).toEqual(placed);
    for (const edge of edges.values()) {
      expect(edge).toBeGreaterThan(300);
      // A 206 mm page (bleed included) at 300 dpi is 2433 px; a frame cropped to a square from a
      // 4:3 photo needs at most a third more along the long edge.
      expect(edge).toBeLessThanOrEqual(Math.ceil((2433 * 4) / 3));
    }
  });

  it('scales with the print resolution', () => {
    const at300 = printLongEdges(doc, 300);
    const at150 = printLongEdges(doc, 150);
    for (const [id, edge] of at300) expect(at150.get(id)).toBeCloseTo(edge / 2, -1);
  });

  it('needs more pixels of a photo zoomed into its frame', () => {
    const [id, edge] = [...printLongEdges(doc)][0]!;
    expect(printLongEdges(zoomed(doc, id, 2)).get(id)).toBeCloseTo(edge * 2, -1);
  });
});
