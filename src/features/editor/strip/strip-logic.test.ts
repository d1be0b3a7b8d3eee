import { describe, expect, it } from 'vitest';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { EDGE_STEP_PX, dropIndexAt, dropMark, edgeScroll, sameKey, spreadKey } from './strip-logic';

// Three thumbnails 100 px wide from x = 0, the first of them the cover.
const boxes = [0, 100, 200].map((left) => ({ left, width: 100 }));

describe('spreadKey', () => {
  const doc = sampleBook(30);

  it('keys the cover alone, then two inner pages per spread', () => {
    expect(doc.cover).not.toBeNull();
    expect(spreadKey(doc, 0).slice(3)).toEqual([doc.cover]);
    expect(spreadKey(doc, 1).slice(3)).toEqual([doc.pages[0], doc.pages[1]]);
    expect(spreadKey(doc, 2).slice(3)).toEqual([doc.pages[2], doc.pages[3]]);
  });

  it('stays the same while nothing the spread shows changes, and not after', () => {
    expect(sameKey(spreadKey(doc, 1), spreadKey(doc, 1))).toBe(true);
    const edited = { ...doc, pages: [{ ...doc.pages[0]! }, ...doc.pages.slice(1)] };
    expect(sameKey(spreadKey(doc, 1), spreadKey(edited, 1))).toBe(false);
    expect(sameKey(spreadKey(doc, 2), spreadKey(edited, 2))).toBe(true);
    expect(sameKey(undefined, spreadKey(doc, 1))).toBe(false);
  });
});

describe('dropIndexAt', () => {
  it('lands before the first movable thumbnail whose middle is right of the finger', () => {
    expect(dropIndexAt(boxes, 1, 20)).toBe(1);
    expect(dropIndexAt(boxes, 1, 160)).toBe(2);
    expect(dropIndexAt(boxes, 0, 20)).toBe(0);
  });

  it('lands after the last thumbnail past its middle', () => {
    expect(dropIndexAt(boxes, 1, 260)).toBe(3);
  });
});

describe('edgeScroll', () => {
  const box = { left: 0, right: 360 };
  it('scrolls back near the start, on near the end, and not in between', () => {
    expect(edgeScroll(10, box)).toBe(-EDGE_STEP_PX);
    expect(edgeScroll(350, box)).toBe(EDGE_STEP_PX);
    expect(edgeScroll(180, box)).toBe(0);
  });
});

describe('dropMark', () => {
  it('marks the thumbnail the dragged one would stand before', () => {
    expect(dropMark({ from: 1, to: 3 }, 3, 5)).toBe(' drop-before');
    expect(dropMark({ from: 1, to: 3 }, 2, 5)).toBe('');
  });

  it('marks the last thumbnail when the drop is past it', () => {
    expect(dropMark({ from: 1, to: 5 }, 4, 5)).toBe(' drop-after');
  });

  it('marks nothing when the drop leaves the spread where it is', () => {
    expect(dropMark(null, 1, 5)).toBe('');
    expect(dropMark({ from: 2, to: 2 }, 2, 5)).toBe('');
    expect(dropMark({ from: 2, to: 3 }, 3, 5)).toBe('');
  });
});
