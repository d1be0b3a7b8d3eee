import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import type { BookDocument } from '../model/document';
import { sampleBook } from '../testing/sample-book';
import { wallCalendar } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { edit, startSession, undo } from '../history/history';
import { applyOp } from './index';

const ids = (doc: BookDocument) => doc.pages.map((p) => p.id);

describe('movePages', () => {
  it('moves a spread forward, before the named page', () => {
    const doc = sampleBook();
    const [a, b, c, d, e, f, ...rest] = ids(doc);
    const { document } = applyOp(doc, { type: 'movePages', pageIds: [a!, b!], before: e! });
    expect(ids(document)).toEqual([c, d, a, b, e, f, ...rest]);
    // The pages themselves travel, frames and all.
    expect(document.pages[2]).toBe(doc.pages[0]);
  });

  it('moves a spread back, and to the end when before is null', () => {
    const doc = sampleBook();
    const all = ids(doc);
    const [a, b, c, d, e, f] = all;
    const back = applyOp(doc, { type: 'movePages', pageIds: [e!, f!], before: a! }).document;
    expect(ids(back).slice(0, 6)).toEqual([e, f, a, b, c, d]);
    const last = applyOp(doc, { type: 'movePages', pageIds: [a!, b!], before: null }).document;
    expect(ids(last)).toEqual([...all.slice(2), a, b]);
  });

  it('is undone as one edit', () => {
    const doc = sampleBook();
    const [a, b, , , e] = ids(doc);
    const moved = edit(startSession(doc), { type: 'movePages', pageIds: [a!, b!], before: e! });
    expect(ids(moved.document)).not.toEqual(ids(doc));
    expect(ids(undo(moved).document)).toEqual(ids(doc));
  });

  it('leaves pages that already stand there alone (the same document, so no undo step)', () => {
    const doc = sampleBook();
    const all = ids(doc);
    const [a, b, c] = all;
    expect(applyOp(doc, { type: 'movePages', pageIds: [a!, b!], before: c! }).document).toBe(doc);
    const tail = all.slice(-2);
    expect(applyOp(doc, { type: 'movePages', pageIds: tail, before: null }).document).toBe(doc);
  });

  it('refuses a place inside the run itself', () => {
    const doc = sampleBook();
    const [a, b] = ids(doc);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [a!, b!], before: b! })).toThrow(/inside/);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [a!, b!], before: a! })).toThrow(/inside/);
  });

  it('refuses unknown pages, the cover, and pages that do not follow each other', () => {
    const doc = sampleBook();
    const [a, b, c, d] = ids(doc);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: ['nope'], before: null })).toThrow(
      /not an inner page/,
    );
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [a!], before: 'nope' })).toThrow(
      /not an inner page/,
    );
    expect(doc.cover).not.toBeNull();
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [doc.cover!.id], before: null })).toThrow(
      /cover/,
    );
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [a!], before: doc.cover!.id })).toThrow(/cover/);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [a!, c!], before: null })).toThrow(/follow/);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [b!, a!], before: d! })).toThrow(/follow/);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [a!, a!], before: d! })).toThrow(/twice/);
    expect(() => applyOp(doc, { type: 'movePages', pageIds: [], before: d! })).toThrow();
  });

  it('refuses to reorder the months of a calendar', () => {
    const calendar = autoLayoutBook(samplePhotos(20), wallCalendar);
    const [jan, feb, mar] = ids(calendar);
    expect(() => applyOp(calendar, { type: 'movePages', pageIds: [jan!], before: mar! })).toThrow(/calendar/);
    expect(ids(calendar).slice(0, 2)).toEqual([jan, feb]);
  });
});
