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
  it('opens the server copy as saved when it already holds exactly the unsent edits', () => {
    // A save on its way when the page reloaded landed after all: nothing to send again.
    const reordered = Object.fromEntries(Object.entries(doc).reverse()) as typeof doc;
    const plan = planStart(
      { printId: 'p1', document: doc, baseRevision: 3, dirty: true, savedAt: 1 },
      { document: reordered, revision: 4 },
    );
    expect(plan).toMatchObject({ from: 'server', baseRevision: 4, dirty: false });
    // The same document at the same revision is still this device's to send.
    expect(
      planStart(
        { printId: 'p1', document: doc, baseRevision: 4, dirty: true, savedAt: 1 },
        { document: doc, revision: 4 },
      ),
    ).toMatchObject({ from: 'local', dirty: true });
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
