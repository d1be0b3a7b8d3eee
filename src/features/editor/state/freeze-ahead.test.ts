import { describe, expect, it } from 'vitest';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { freezeAhead } from './freeze-ahead';

/** A document as JSON gives it: nothing frozen. */
const fromJson = () => JSON.parse(JSON.stringify(sampleBook())) as ReturnType<typeof sampleBook>;

describe('freezeAhead', () => {
  it('freezes the document one step per quiet moment, until all of it is frozen', () => {
    const doc = fromJson();
    const waiting: (() => void)[] = [];
    freezeAhead(
      doc,
      (fn) => waiting.push(fn),
      () => true,
    );
    expect(waiting).toHaveLength(1);
    expect(Object.isFrozen(doc.pages[0])).toBe(false);
    let moments = 0;
    while (waiting.length > 0) {
      waiting.shift()!();
      moments += 1;
    }
    expect(moments).toBeGreaterThan(1);
    expect(Object.isFrozen(doc)).toBe(true);
    expect(Object.isFrozen(doc.pages.at(-1)!.frames[0])).toBe(true);
  });

  it('stops once the document is closed', () => {
    const doc = fromJson();
    const waiting: (() => void)[] = [];
    let open = true;
    freezeAhead(
      doc,
      (fn) => waiting.push(fn),
      () => open,
    );
    waiting.shift()!();
    open = false;
    while (waiting.length > 0) waiting.shift()!();
    expect(Object.isFrozen(doc)).toBe(false);
  });
});
