import { describe, expect, it } from 'vitest';
import { Editor } from '../history/editor';
import { bookDocumentSchema, type BookDocument } from '../model/document';
import type { PhotoAnalysis, PhotoRefInput } from '../model/photo';
import { listUnusedPhotos } from '../ops/unused-photos';
import { squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { autoLayoutBook } from './auto-layout';
import { relayoutFrom } from './relayout';
import {
  type AnalysisResult,
  bestInLargestFrame,
  chooseBest,
  isDraftPage,
  mergeAnalysis,
  pageSignature,
  photoCapacity,
  refineDraft,
} from './refine';

const placedIds = (doc: BookDocument) =>
  doc.pages.flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])));

/** Photos ten minutes apart (no bursts), except the ones given their own times. */
function spacedPhotos(count: number): PhotoRefInput[] {
  const t0 = Date.UTC(2026, 6, 4, 9, 0, 0);
  return Array.from({ length: count }, (_, i) => ({
    id: `p${String(i + 1).padStart(3, '0')}`,
    width: 4032,
    height: 3024,
    takenAt: new Date(t0 + i * 10 * 60_000).toISOString(),
  }));
}

/** A distinct hash per photo (far apart in bits) so only the bursts set up by a test group. */
function hashFor(i: number): string {
  let x = (i + 1) * 2654435761;
  let hex = '';
  for (let k = 0; k < 4; k++) {
    x = Math.imul(x ^ (x >>> 15), 2246822519) >>> 0;
    hex += x.toString(16).padStart(8, '0');
  }
  return hex.slice(0, 16);
}

const analysis = (i: number, overall: number): PhotoAnalysis => ({
  hash: hashFor(i),
  sharpness: overall,
  exposure: overall,
  overall,
});

/** The fixture burst: photo 6 and 7 two seconds apart, 7 the sharper shot. */
function burstBook(count = 12) {
  const photos = spacedPhotos(count);
  const six = photos[5]!;
  photos[6] = { ...photos[6]!, takenAt: new Date(Date.parse(six.takenAt!) + 2000).toISOString() };
  const doc = autoLayoutBook(photos, squareBook);
  const results: AnalysisResult[] = doc.photos.map((p, i) => ({
    photoId: p.id,
    analysis: analysis(i, i === 6 ? 0.9 : i === 5 ? 0.3 : 0.6),
  }));
  return { doc, results };
}

describe('mergeAnalysis', () => {
  it('puts scores and faces on the photo refs and, for a photo held on screen, nothing else', () => {
    const { doc, results } = burstBook();
    const faces = [{ x: 0.1, y: 0.2, width: 0.2, height: 0.3 }];
    const merged = mergeAnalysis(
      doc,
      [...results.slice(0, 3), { ...results[3]!, faces }],
      [results[3]!.photoId],
    );
    expect(merged.photos[0]!.analysis).toEqual(results[0]!.analysis);
    expect(merged.photos[3]!.faces).toEqual(faces);
    expect(merged.photos[4]!.analysis).toBeNull();
    expect(merged.pages).toBe(doc.pages);
    expect(merged.cover).toBe(doc.cover);
    expect(bookDocumentSchema.safeParse(merged).success).toBe(true);
    expect(mergeAnalysis(merged, results.slice(0, 3))).toBe(merged);
  });
});

describe('mergeAnalysis when faces arrive', () => {
  /** A book whose photos are portrait-wide landscapes: a square frame shows the middle 3/4. */
  const framesOf = (doc: BookDocument, photoId: string) =>
    [doc.cover, ...doc.pages].flatMap((page) =>
      (page?.frames ?? []).flatMap((f) => (f.kind === 'photo' && f.photoId === photoId ? [{ page, f }] : [])),
    );
  // A face at the photo's left edge: a crop centred on the photo cuts it.
  const faces = [{ x: 0.02, y: 0.3, width: 0.1, height: 0.15, score: 0.9 }];

  it("crops a frame off screen again around the face, and its page stays the draft's", () => {
    const { doc, results } = burstBook();
    // A photo in a frame narrower than the 4:3 photo, so its crop can lean left.
    const id = placedIds(doc).find((pid) =>
      framesOf(doc, pid).some(({ f }) => f.box.width / f.box.height < 1.2),
    )!;
    expect(id).toBeDefined();
    const at = results.findIndex((r) => r.photoId === id);
    const merged = mergeAnalysis(doc, [{ ...results[at]!, faces }]);
    for (const { page, f } of framesOf(merged, id)) {
      const before = framesOf(doc, id).find((b) => b.f.id === f.id)!.f;
      if (f.kind !== 'photo' || before.kind !== 'photo') throw new Error('a photo frame');
      if (f.box.width / f.box.height < 1.2) expect(f.crop.centerX).toBeLessThan(before.crop.centerX);
      expect(isDraftPage(merged, page!)).toBe(true);
    }
    expect(bookDocumentSchema.safeParse(merged).success).toBe(true);
  });

  it('never re-crops a frame whose crop the customer set, nor one held on screen', () => {
    const { doc, results } = burstBook();
    const id = placedIds(doc)[0]!;
    const at = results.findIndex((r) => r.photoId === id);
    const moved: BookDocument = {
      ...doc,
      pages: doc.pages.map((page) => ({
        ...page,
        frames: page.frames.map((f) =>
          f.kind === 'photo' && f.photoId === id ? { ...f, crop: { ...f.crop, centerX: 0.7 } } : f,
        ),
      })),
    };
    const merged = mergeAnalysis(moved, [{ ...results[at]!, faces }]);
    expect(merged.pages).toEqual(moved.pages);
    const held = mergeAnalysis(doc, [{ ...results[at]!, faces }], [id]);
    expect(held.pages).toBe(doc.pages);
  });
});

describe('refineDraft', () => {
  it('collapses a burst: the best shot stays placed, the other waits in unused with its reason', () => {
    const { doc, results } = burstBook();
    expect(placedIds(doc)).toContain('p006');
    const refined = refineDraft(mergeAnalysis(doc, results));
    expect(placedIds(refined)).toContain('p007');
    expect(placedIds(refined)).not.toContain('p006');
    expect(listUnusedPhotos(refined).map((p) => p.id)).toEqual(['p006']);
    expect(refined.draft?.leftOut).toEqual({ p006: { reason: 'burst', keptInstead: 'p007' } });
    expect(refined.pages).toHaveLength(doc.pages.length);
    expect(refined.pages.map((p) => p.id)).toEqual(doc.pages.map((p) => p.id));
    for (const page of refined.pages) expect(isDraftPage(refined, page)).toBe(true);
    expect(bookDocumentSchema.safeParse(refined).success).toBe(true);
    // Refining again finds nothing more to do.
    expect(refineDraft(refined)).toBe(refined);
  });

  it('never changes a page the customer edited, and keeps its photos', () => {
    const { doc, results } = burstBook();
    const pageOf6 = doc.pages.findIndex((p) =>
      p.frames.some((f) => f.kind === 'photo' && f.photoId === 'p006'),
    );
    const editor = new Editor(doc);
    editor.apply({ type: 'setBackground', pageId: doc.pages[pageOf6]!.id, color: '#112233' });
    const edited = editor.document;
    expect(isDraftPage(edited, edited.pages[pageOf6]!)).toBe(false);
    const refined = refineDraft(mergeAnalysis(edited, results));
    expect(refined.pages[pageOf6]).toEqual(edited.pages[pageOf6]);
    // p006 sits on the edited page, so it wins its burst; p007 is left out if its page is the draft's.
    expect(placedIds(refined)).toContain('p006');
    const pageOf7 = edited.pages.findIndex((p) =>
      p.frames.some((f) => f.kind === 'photo' && f.photoId === 'p007'),
    );
    if (pageOf7 !== pageOf6) {
      expect(refined.draft?.leftOut.p007).toEqual({ reason: 'burst', keptInstead: 'p006' });
    }
  });

  it('takes a new cover title for the draft’s, and a new cover photo for the customer’s', () => {
    const { doc, results } = burstBook();
    const cover = doc.cover!;
    const retitled = {
      ...doc,
      cover: {
        ...cover,
        frames: cover.frames.map((f) => (f.kind === 'text' ? { ...f, text: 'Bilbao, July 2026' } : f)),
      },
    };
    expect(isDraftPage(retitled, retitled.cover)).toBe(true);
    const photoFrame = cover.frames.find((f) => f.kind === 'photo')!;
    const editor = new Editor(doc);
    editor.apply({ type: 'replacePhoto', pageId: cover.id, frameId: photoFrame.id, photoId: 'p006' });
    expect(isDraftPage(editor.document, editor.document.cover!)).toBe(false);
    // The customer put p006 on the cover: it stays, and wins its burst.
    const refined = refineDraft(mergeAnalysis(editor.document, results));
    expect(refined.cover).toEqual(editor.document.cover);
    expect(refined.draft?.leftOut.p007?.reason).toBe('burst');
  });

  it('leaves books without a draft record, calendars and prints as they are', () => {
    const { doc, results } = burstBook();
    const { draft: _, ...withoutDraft } = mergeAnalysis(doc, results);
    expect(refineDraft(withoutDraft)).toBe(withoutDraft);
  });

  it('enters the document without an undo step and keeps the customer’s undo history working', () => {
    const { doc, results } = burstBook();
    const editor = new Editor(doc);
    const lastPage = doc.pages.at(-1)!;
    editor.apply({ type: 'setBackground', pageId: lastPage.id, color: '#445566' });
    expect(editor.canUndo).toBe(true);
    const sources: string[] = [];
    editor.subscribe((change) => sources.push(change.source));
    editor.receive(refineDraft(mergeAnalysis(editor.document, results)));
    expect(sources).toEqual(['sync']);
    expect(editor.document.draft?.leftOut.p006?.reason).toBe('burst');
    // One undo takes back the customer's edit, not the analysis; then there is nothing left to undo.
    editor.undo();
    expect(editor.document.pages.at(-1)!.background).toBeNull();
    expect(editor.document.draft?.leftOut.p006?.reason).toBe('burst');
    expect(editor.document.photos[0]!.analysis).not.toBeNull();
    expect(editor.canUndo).toBe(false);
  });

  it('leaves the surplus out when the photos exceed what the product holds, spread over time', () => {
    const photos = samplePhotos(30);
    const doc = autoLayoutBook(photos, { ...squareBook, pages: { min: 4, max: 4, step: 2 } });
    expect(photoCapacity(doc)).toBe(10);
    const scored = mergeAnalysis(
      doc,
      doc.photos.map((p, i) => ({ photoId: p.id, analysis: analysis(i, (i % 7) / 7) })),
    );
    const refined = refineDraft(scored);
    const placed = placedIds(refined);
    expect(placed.length).toBeLessThanOrEqual(10);
    const leftOut = Object.values(refined.draft!.leftOut);
    expect(leftOut.length + placed.length).toBe(30);
    expect(leftOut.some((l) => l.reason === 'surplus')).toBe(true);
    // Spread over time: the earliest and the latest thirds both keep photos.
    const order = doc.photos.map((p) => p.id);
    expect(placed.some((id) => order.indexOf(id) < 10)).toBe(true);
    expect(placed.some((id) => order.indexOf(id) >= 20)).toBe(true);
  });
});

describe('chooseBest', () => {
  it('keeps the best N placed and the rest in unused, and brings photos back for a larger N', () => {
    const doc = autoLayoutBook(spacedPhotos(40), squareBook);
    const scored = mergeAnalysis(
      doc,
      doc.photos.map((p, i) => ({ photoId: p.id, analysis: analysis(i, ((i * 37) % 100) / 100) })),
    );
    const best = chooseBest(scored, 12);
    expect(placedIds(best)).toHaveLength(12);
    expect(best.draft?.bestOf).toBe(12);
    expect(best.photos).toHaveLength(40);
    expect(Object.keys(best.draft!.leftOut)).toHaveLength(28);
    expect(Object.values(best.draft!.leftOut).every((l) => l.reason === 'surplus')).toBe(true);
    // Each quarter of the timeline keeps its best photos: the best N is not one afternoon.
    const ids = placedIds(best);
    for (let q = 0; q < 4; q++) {
      expect(ids.some((id) => Number(id.slice(1)) > q * 10 && Number(id.slice(1)) <= (q + 1) * 10)).toBe(
        true,
      );
    }
    const more = chooseBest(best, 30);
    expect(placedIds(more)).toHaveLength(30);
    expect(Object.keys(more.draft!.leftOut)).toHaveLength(10);
  });
});

describe('bestInLargestFrame', () => {
  it('puts the best-scoring photo of a page in its largest frame, crops made again', () => {
    const doc = autoLayoutBook(spacedPhotos(200), squareBook);
    const byId = new Map(doc.photos.map((p) => [p.id, p]));
    const area = (f: { box: { width: number; height: number } }) => f.box.width * f.box.height;
    // A page whose frames differ in size (same-aspect photos, so every swap keeps the cropping).
    const page = doc.pages.find((p) => {
      const sizes = p.frames.filter((f) => f.kind === 'photo' && f.photoId).map(area);
      return sizes.length >= 2 && Math.max(...sizes) > Math.min(...sizes) * 1.2;
    })!;
    expect(page).toBeDefined();
    const framesOf = (p: typeof page) =>
      p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f] : []));
    const largest = framesOf(page).reduce((a, b) => (area(b) > area(a) ? b : a));
    const other = framesOf(page).find((f) => area(f) < area(largest))!;
    const scored = new Map(
      [...byId].map(([id, p]) => [id, { ...p, analysis: analysis(0, id === other.photoId ? 0.95 : 0.4) }]),
    );
    const better = bestInLargestFrame(page, scored);
    const at = (p: typeof page, id: string) => p.frames.find((f) => f.id === id);
    expect(at(better, largest.id)).toMatchObject({ photoId: other.photoId });
    expect(at(better, other.id)).toMatchObject({ photoId: largest.photoId });
    // Nothing better: the page is answered as it is.
    const flat = new Map([...byId].map(([id, p]) => [id, { ...p, analysis: analysis(0, 0.5) }]));
    expect(bestInLargestFrame(page, flat)).toBe(page);
  });
});

describe('draft record', () => {
  it('is made by the auto-layout for books and kept in step by a relayout', () => {
    const doc = autoLayoutBook(samplePhotos(40), squareBook);
    for (const page of [doc.cover!, ...doc.pages]) {
      expect(doc.draft?.pages[page.id]).toBe(pageSignature(page));
    }
    const { document } = relayoutFrom(doc, 3, 5);
    for (const page of document.pages) expect(isDraftPage(document, page)).toBe(true);
  });

  it('keeps photos the draft left out out of a relayout', () => {
    const { doc, results } = burstBook();
    const refined = refineDraft(mergeAnalysis(doc, results));
    const { document } = relayoutFrom(refined, 0, 2);
    expect(placedIds(document)).not.toContain('p006');
    expect(placedIds(document)).toContain('p007');
  });
});
