import { describe, expect, it } from 'vitest';
import { type BookDocument, bookDocumentSchema } from '../model/document';
import { applyOp, type Op } from '../ops';
import { photoFrames, sampleBook, textFrames } from '../testing/sample-book';
import { applyOps } from './apply-ops';
import { type CollabOp, collabOpSchema, keptInPlace, opsBetween } from './ops';

// A photo on every page (with fewer photos than pages, the first draft leaves blank pages between).
const doc = sampleBook(24);
const edit = (d: BookDocument, ...ops: Op[]) => ops.reduce((x, op) => applyOp(x, op).document, d);
const ids = (d: BookDocument) => d.pages.map((p) => p.id);
const firstPhotoFrame = (d: BookDocument, page = 0) => photoFrames(d.pages[page]!)[0]!;

describe('opsBetween and applyOps', () => {
  it('round-trip real edits: applying the ops to the first document gives the second', () => {
    const page = doc.pages[1]!;
    const frame = firstPhotoFrame(doc, 1);
    const edits: Op[][] = [
      [{ type: 'zoomPhoto', pageId: page.id, frameId: frame.id, zoom: 2 }],
      [{ type: 'movePage', pageId: doc.pages[0]!.id, to: 3 }],
      [
        { type: 'removePage', pageId: doc.pages[2]!.id },
        { type: 'addPage', at: 1 },
      ],
      [{ type: 'changeTheme', theme: 'night' }],
      [{ type: 'addText', pageId: page.id, text: 'Hello' }],
      [
        {
          type: 'swapPhotos',
          a: { pageId: page.id, frameId: frame.id },
          b: {
            pageId: doc.pages[3]!.id,
            frameId: firstPhotoFrame(doc, 3).id,
          },
        },
      ],
      [{ type: 'movePages', pageIds: [doc.pages[4]!.id, doc.pages[5]!.id], before: doc.pages[0]!.id }],
    ];
    for (const ops of edits) {
      const after = edit(doc, ...ops);
      const wire = opsBetween(doc, after);
      for (const op of wire)
        expect(collabOpSchema.safeParse(JSON.parse(JSON.stringify(op))).success).toBe(true);
      const result = applyOps(doc, wire);
      expect(result.skipped).toEqual([]);
      expect(result.document).toEqual(after);
      expect(bookDocumentSchema.safeParse(result.document).success).toBe(true);
    }
  });

  it('moves only the records that left the longest run kept in place', () => {
    expect([...keptInPlace(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])].sort()).toEqual(['b', 'c', 'd']);
    const moved = edit(doc, { type: 'movePage', pageId: doc.pages[0]!.id, to: 3 });
    const wire = opsBetween(doc, moved);
    expect(wire).toEqual([
      { kind: 'move', path: ['pages'], id: doc.pages[0]!.id, after: ids(moved)[2], before: ids(moved)[4] },
    ]);
  });

  it('last writer wins per field; different fields of one record both stay', () => {
    const f = firstPhotoFrame(doc);
    const path = ['pages', { id: doc.pages[0]!.id }, 'frames', { id: f.id }, 'crop'];
    const a: CollabOp = { kind: 'set', path: [...path, 'zoom'], value: 2 };
    const b: CollabOp = { kind: 'set', path: [...path, 'zoom'], value: 3 };
    const c: CollabOp = { kind: 'set', path: [...path, 'rotation'], value: 90 };
    const out = applyOps(doc, [a, c, b]).document;
    expect(photoFrames(out.pages[0]!)[0]!.crop).toMatchObject({ zoom: 3, rotation: 90 });
  });

  it('a deleted record wins over an edit to it, whichever comes first', () => {
    const page = doc.pages[2]!;
    const f = firstPhotoFrame(doc, 2);
    const del: CollabOp = { kind: 'delete', path: ['pages'], id: page.id };
    const set: CollabOp = {
      kind: 'set',
      path: ['pages', { id: page.id }, 'frames', { id: f.id }, 'crop', 'zoom'],
      value: 2,
    };
    const first = applyOps(doc, [del, set]);
    expect(first.skipped).toEqual([1]);
    const second = applyOps(doc, [set, del]);
    expect(second.skipped).toEqual([]);
    expect(first.document).toEqual(second.document);
    expect(ids(first.document)).not.toContain(page.id);
  });

  it('two inserts after the same anchor are both kept, in an order fixed by their sequence', () => {
    const [p0, p1] = ids(doc);
    const page = (id: string) => ({ ...doc.pages[0]!, id, frames: [] });
    const x: CollabOp = {
      kind: 'insert',
      path: ['pages'],
      id: 'x',
      value: page('x'),
      after: p0!,
      before: p1!,
    };
    const y: CollabOp = {
      kind: 'insert',
      path: ['pages'],
      id: 'y',
      value: page('y'),
      after: p0!,
      before: p1!,
    };
    const xy = applyOps(doc, [x, y]).document;
    // Each lands right after its anchor, so the later one stands nearer to it.
    expect(ids(xy).slice(0, 4)).toEqual([p0, 'y', 'x', p1]);
    expect(applyOps(doc, [x, y]).document).toEqual(xy);
  });

  it('an insert of an id already there is skipped', () => {
    const again: CollabOp = {
      kind: 'insert',
      path: ['pages'],
      id: doc.pages[1]!.id,
      value: doc.pages[1]!,
      after: null,
      before: null,
    };
    expect(applyOps(doc, [again])).toEqual({ document: doc, skipped: [0] });
  });

  it('a move whose after anchor is gone goes before its before anchor, else to the end', () => {
    const [p0, p1, p2, p3] = ids(doc) as [string, string, string, string];
    const del: CollabOp = { kind: 'delete', path: ['pages'], id: p1 };
    const move: CollabOp = { kind: 'move', path: ['pages'], id: p3, after: p1, before: p2 };
    expect(ids(applyOps(doc, [del, move]).document).slice(0, 3)).toEqual([p0, p3, p2]);
    const lost: CollabOp = { kind: 'move', path: ['pages'], id: p0, after: 'gone', before: 'gone too' };
    expect(ids(applyOps(doc, [lost]).document).at(-1)).toBe(p0);
  });

  it('a set on a missing object key creates it; under a missing record it is skipped', () => {
    const made = applyOps(doc, [{ kind: 'set', path: ['backCover'], value: null }]);
    expect(made.skipped).toEqual([]);
    expect(made.document.backCover).toBeNull();
    const none = applyOps(doc, [
      { kind: 'set', path: ['pages', { id: 'nope' }, 'background'], value: '#ffffff' },
    ]);
    expect(none.skipped).toEqual([0]);
  });

  it('skips an op that would leave the document invalid (a frame pointing at a deleted photo)', () => {
    const f = firstPhotoFrame(doc);
    const unused = doc.photos.find(
      (p) => !doc.pages.some((pg) => photoFrames(pg).some((x) => x.photoId === p.id)),
    );
    const photoId = unused?.id ?? doc.photos.at(-1)!.id;
    const deletePhoto: CollabOp = { kind: 'delete', path: ['photos'], id: photoId };
    const point: CollabOp = {
      kind: 'set',
      path: ['pages', { id: doc.pages[0]!.id }, 'frames', { id: f.id }, 'photoId'],
      value: photoId,
    };
    const a = applyOps(doc, [deletePhoto, point]);
    const b = applyOps(doc, [point, deletePhoto]);
    expect(a.skipped).toHaveLength(1);
    expect(b.skipped).toEqual([1]);
    for (const r of [a, b]) expect(bookDocumentSchema.safeParse(r.document).success).toBe(true);
    const bad = applyOps(doc, [{ kind: 'set', path: ['title'], value: 42 }]);
    expect(bad.skipped).toEqual([0]);
    const framePath = ['pages', { id: doc.pages[0]!.id }, 'frames', { id: f.id }];
    const outOfRange = applyOps(doc, [
      { kind: 'set', path: [...framePath, 'crop', 'zoom'], value: 50 },
      { kind: 'set', path: [...framePath, 'photoId'], value: 'no such photo' },
      { kind: 'set', path: [...framePath, 'kind'], value: 'text' },
      { kind: 'set', path: ['pages', { id: doc.pages[0]!.id }, 'quantity'], value: 0 },
    ]);
    expect(outOfRange).toEqual({ document: doc, skipped: [0, 1, 2, 3] });
  });

  it('merges the id counter to the larger value', () => {
    const up = applyOps(doc, [{ kind: 'set', path: ['nextId'], value: doc.nextId + 5 }]).document;
    expect(applyOps(up, [{ kind: 'set', path: ['nextId'], value: doc.nextId + 1 }]).document.nextId).toBe(
      doc.nextId + 5,
    );
  });

  it('refuses paths that reach outside a document and oversized batches at the boundary', () => {
    expect(collabOpSchema.safeParse({ kind: 'set', path: ['__proto__', 'x'], value: 1 }).success).toBe(false);
    expect(collabOpSchema.safeParse({ kind: 'set', path: [], value: 1 }).success).toBe(false);
    expect(collabOpSchema.safeParse({ kind: 'set', path: [{ id: 'p1' }], value: 1 }).success).toBe(false);
    expect(
      collabOpSchema.safeParse({ kind: 'set', path: ['title'], value: 'x'.repeat(300_000) }).success,
    ).toBe(false);
    const text = textFrames(
      edit(doc, { type: 'addText', pageId: doc.pages[0]!.id, text: 'Hi' }).pages[0]!,
    )[0];
    expect(text).toBeDefined();
  });
});

describe('opsBetween orders', () => {
  const pages = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...doc.pages[0]!, id: `q${i}`, frames: [] }));
  const withOrder = (order: string[]) => {
    const byId = new Map(pages(8).map((p) => [p.id, p]));
    return { ...doc, pages: order.map((id) => byId.get(id) ?? { ...doc.pages[0]!, id, frames: [] }) };
  };
  it('reaches every permutation, insert and delete of a short list (seeded shuffles)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const base = ['q0', 'q1', 'q2', 'q3', 'q4', 'q5'];
    for (let run = 0; run < 500; run += 1) {
      const next = base.filter(() => random() > 0.2);
      for (const id of ['n1', 'n2'])
        if (random() > 0.5) next.splice(Math.floor(random() * (next.length + 1)), 0, id);
      for (let i = next.length - 1; i > 0; i -= 1) {
        if (random() > 0.5) continue;
        const j = Math.floor(random() * (i + 1));
        [next[i], next[j]] = [next[j]!, next[i]!];
      }
      const before = withOrder(base);
      const after = withOrder(next);
      const result = applyOps(before, opsBetween(before, after));
      expect(result.skipped, `run ${run}`).toEqual([]);
      expect(ids(result.document), `run ${run}: ${next.join()}`).toEqual(next);
    }
  });
});
