import { describe, expect, it } from 'vitest';
import { pickEntries } from './pick';

describe('pickEntries', () => {
  it('gives each picked file its own id under the draft, a millisecond apart in the order picked', () => {
    let n = 0;
    const files = [new File(['a'], 'a.jpg'), new File(['b'], 'b.jpg')];
    const entries = pickEntries(files, 'draft-1', 1000, () => `id-${++n}`);
    expect(entries.map((e) => [e.id, e.draftId, e.addedAt, e.file.name])).toEqual([
      ['id-1', 'draft-1', 1000, 'a.jpg'],
      ['id-2', 'draft-1', 1001, 'b.jpg'],
    ]);
  });
});
