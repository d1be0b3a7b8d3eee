import { describe, expect, it } from 'vitest';
import { applyOp } from '../ops';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { apply, diff, invert, reorder, touchedIds } from './diff';

describe('diff', () => {
  it('addresses records by id and an order change on its own', () => {
    const doc = sampleBook();
    const page = doc.pages[2]!;
    const frame = photoFrames(page)[0]!;
    const zoomed = applyOp(doc, { type: 'zoomPhoto', pageId: page.id, frameId: frame.id, zoom: 2 }).document;
    expect(diff(doc, zoomed)).toEqual([
      {
        kind: 'set',
        path: ['pages', { id: page.id }, 'frames', { id: frame.id }, 'crop', 'zoom'],
        before: frame.crop.zoom,
        after: 2,
      },
    ]);
    const moved = applyOp(doc, { type: 'movePage', pageId: doc.pages[0]!.id, to: 3 }).document;
    const changes = diff(doc, moved);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'order', path: ['pages'] });
    expect(touchedIds(changes, 'pages')).toEqual([doc.pages[1]!.id]);
  });

  it('finds nothing between a document and itself or an equal copy', () => {
    const doc = sampleBook();
    expect(diff(doc, doc)).toEqual([]);
    expect(diff(doc, structuredClone(doc))).toEqual([]);
  });

  it('round-trips every kind of change: apply, then apply the inverse', () => {
    const doc = sampleBook();
    let next = applyOp(doc, { type: 'removePage', pageId: doc.pages[4]!.id }).document;
    next = applyOp(next, { type: 'movePage', pageId: next.pages[0]!.id, to: 6 }).document;
    next = applyOp(next, { type: 'changeTheme', theme: 'night' }).document;
    next = applyOp(next, { type: 'addPage', at: 2 }).document;
    const changes = diff(doc, next);
    expect(apply(doc, changes)).toEqual({ value: next, missed: 0 });
    expect(apply(next, invert(changes))).toEqual({ value: doc, missed: 0 });
  });

  it('never changes its input and shares what it does not touch', () => {
    const doc = sampleBook();
    const frozen = structuredClone(doc);
    const page = doc.pages[1]!;
    const next = applyOp(doc, { type: 'setBackground', pageId: page.id, color: '#112233' }).document;
    const { value } = apply(doc, diff(doc, next));
    expect(doc).toEqual(frozen);
    expect(value.pages[0]).toBe(doc.pages[0]);
    expect(value.pages[1]!.background).toBe('#112233');
  });

  it('counts a change whose record is gone as missed instead of landing elsewhere', () => {
    const doc = sampleBook();
    const page = doc.pages[3]!;
    const next = applyOp(doc, { type: 'setBackground', pageId: page.id, color: '#112233' }).document;
    const without = applyOp(doc, { type: 'removePage', pageId: page.id }).document;
    const result = apply(without, diff(doc, next));
    expect(result.missed).toBe(1);
    expect(result.value).toEqual(without);
  });
});

describe('reorder', () => {
  const r = (...ids: string[]) => ids.map((id) => ({ id }));
  it('follows the wanted order and keeps unknown records after the one they followed', () => {
    expect(reorder(r('a', 'b', 'x', 'c'), ['c', 'b', 'a']).map((x) => x.id)).toEqual(['c', 'b', 'x', 'a']);
    expect(reorder(r('x', 'a', 'b'), ['b', 'a']).map((x) => x.id)).toEqual(['x', 'b', 'a']);
  });
  it('skips wanted ids that no longer exist', () => {
    expect(reorder(r('a', 'c'), ['c', 'b', 'a']).map((x) => x.id)).toEqual(['c', 'a']);
  });
});
