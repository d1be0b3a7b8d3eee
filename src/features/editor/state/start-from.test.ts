import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { planStart } from './start-from';

const product = squareBook;
const doc = autoLayoutBook(samplePhotos(6), product, { id: 'p1' });
const other = { ...doc, title: 'Theirs' };

describe('planStart', () => {
  it('opens unsent local edits over the server copy', () => {
    const plan = planStart(
      { printId: 'p1', document: doc, baseRevision: 3, dirty: true, savedAt: 1 },
      { document: other, revision: 5 },
    );
    expect(plan).toMatchObject({ from: 'local', baseRevision: 3, dirty: true });
  });
  it('opens the server copy when nothing is waiting', () => {
    const plan = planStart(
      { printId: 'p1', document: doc, baseRevision: 3, dirty: false, savedAt: 1 },
      { document: other, revision: 5 },
    );
    expect(plan).toMatchObject({ from: 'server', baseRevision: 5 });
  });
  it('falls back to the saved copy offline', () => {
    const plan = planStart({ printId: 'p1', document: doc, baseRevision: 3, dirty: false, savedAt: 1 }, null);
    expect(plan).toMatchObject({ from: 'local', baseRevision: 3, dirty: false });
  });
  it('has nothing to open without either', () => {
    expect(planStart(undefined, null)).toEqual({ from: 'nothing' });
  });
});
