import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { freezeSteps } from './freeze-steps';
import { applyOp } from './index';

/** A document as JSON gives it: nothing frozen. */
const fromJson = () => JSON.parse(JSON.stringify(sampleBook())) as ReturnType<typeof sampleBook>;

describe('freezeSteps', () => {
  it('freezes the whole document once every step has run, a slice of records a step', () => {
    const doc = fromJson();
    const steps = freezeSteps(doc, 2);
    const lists = Object.values(doc).filter(Array.isArray) as unknown[][];
    expect(steps.length).toBe(lists.reduce((n, list) => n + Math.ceil(list.length / 2), 0) + 1);
    // The first step: the first two records of the document's first list, deep.
    const first = Object.values(doc).find(Array.isArray) as object[];
    steps[0]!();
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[1])).toBe(true);
    expect(Object.isFrozen(first[2])).toBe(false);
    expect(Object.isFrozen(doc)).toBe(false);
    for (const step of steps.slice(1, -1)) step();
    expect(Object.isFrozen(doc.pages[0]!.frames[0])).toBe(true);
    expect(Object.isFrozen(doc)).toBe(false);
    steps.at(-1)!();
    expect(Object.isFrozen(doc)).toBe(true);
    expect(Object.isFrozen(doc.pages.at(-1)!.frames.at(-1))).toBe(true);
    expect(Object.isFrozen(doc.photos[0])).toBe(true);
    expect(Object.isFrozen(doc.cover)).toBe(true);
  });

  it('changes no value, and an op on the frozen document answers what it did before', () => {
    const doc = fromJson();
    const page = doc.pages[0]!;
    const frame = photoFrames(page)[0]!;
    const op = { type: 'panPhoto', pageId: page.id, frameId: frame.id, centerX: 0.2, centerY: 0.7 } as const;
    const before = applyOp(fromJson(), op).document;
    const json = JSON.stringify(doc);
    for (const step of freezeSteps(doc)) step();
    expect(JSON.stringify(doc)).toBe(json);
    const after = applyOp(doc, op).document;
    expect(after).toEqual(before);
    // Unchanged records stay the same objects (what history and the thumbnails rely on).
    expect(after.pages[1]).toBe(doc.pages[1]);
  });

  it('runs in any order, again, and after an edit, without touching the edit', () => {
    const doc = fromJson();
    const steps = freezeSteps(doc, 1);
    const page = doc.pages[0]!;
    const frame = photoFrames(page)[0]!;
    const edited = applyOp(doc, {
      type: 'panPhoto',
      pageId: page.id,
      frameId: frame.id,
      centerX: 0.3,
      centerY: 0.3,
    }).document;
    for (const step of [...steps].reverse()) step();
    for (const step of steps) step();
    expect(Object.isFrozen(doc)).toBe(true);
    expect(photoFrames(edited.pages[0]!)[0]!.crop).toMatchObject({ centerX: 0.3, centerY: 0.3 });
  });
});
