import { describe, expect, it } from 'vitest';
import { photoRefSchema } from '../../../render-core';
import { sampleBook } from '../../../render-core/testing/sample-book';
import { libraryOps } from './contribute-flow';

const ref = (id: string) => photoRefSchema.parse({ id, width: 4000, height: 3000 });

describe('libraryOps', () => {
  it('inserts each new photo into the library after the last one, in order', () => {
    const doc = sampleBook(3);
    const last = doc.photos.at(-1)!.id;
    const ops = libraryOps(doc, [ref('n1'), ref('n2')]);
    expect(ops).toEqual([
      expect.objectContaining({ kind: 'insert', path: ['photos'], id: 'n1', after: last }),
      expect.objectContaining({ kind: 'insert', path: ['photos'], id: 'n2', after: 'n1' }),
    ]);
  });

  it('leaves out a photo the library has already (a batch sent again after a reload)', () => {
    const doc = sampleBook(3);
    expect(libraryOps(doc, [ref(doc.photos[0]!.id)])).toEqual([]);
  });
});
