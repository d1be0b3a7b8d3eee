import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { planDrafts, type TabDraft } from './tab-drafts';

const document = autoLayoutBook(samplePhotos(4), squareBook, { id: 'p1' });
const draft = (tabId: string, dirty: boolean, savedAt: number): TabDraft => ({
  printId: 'p1',
  tabId,
  document,
  baseRevision: 1,
  dirty,
  savedAt,
});
const none = new Set<string>();

describe('planDrafts', () => {
  it('starts from nothing when the device has no draft', () => {
    expect(planDrafts('a', [], none)).toEqual({ start: undefined, adopt: [], setAside: [] });
  });

  it("opens the tab's own draft and leaves other open tabs' drafts alone", () => {
    const own = draft('a', false, 1);
    const other = draft('b', true, 5);
    expect(planDrafts('a', [own, other], new Set(['b']))).toEqual({ start: own, adopt: [], setAside: [] });
  });

  it('takes over unsent edits a closed tab left, over its own clean draft', () => {
    const own = draft('a', false, 9);
    const closed = draft('b', true, 5);
    expect(planDrafts('a', [own, closed], none)).toEqual({ start: closed, adopt: [closed], setAside: [] });
  });

  it('keeps its own unsent edits and sets unsent edits of closed tabs aside', () => {
    const own = draft('a', true, 3);
    const older = draft('b', true, 2);
    const newer = draft('c', true, 7);
    const clean = draft('d', false, 9);
    const plan = planDrafts('a', [own, older, newer, clean], none);
    expect(plan.start).toBe(own);
    expect(plan.adopt).toEqual([clean]);
    expect(plan.setAside).toEqual([newer, older]);
  });

  it('takes over the newest unsent edits of closed tabs and sets the older aside', () => {
    const own = draft('a', false, 1);
    const older = draft('b', true, 2);
    const newer = draft('c', true, 7);
    const plan = planDrafts('a', [own, older, newer], none);
    expect(plan.start).toBe(newer);
    expect(plan.adopt).toEqual([newer]);
    expect(plan.setAside).toEqual([older]);
  });

  it('copies a live tab’s draft only when there is nothing else (offline)', () => {
    const other = draft('b', true, 5);
    expect(planDrafts('a', [other], new Set(['b']))).toEqual({ start: other, adopt: [], setAside: [] });
  });
});
