import { describe, expect, it } from 'vitest';
import { type RunFace, runsWidth, textRuns } from './font-runs';

const latin: RunFace<string> = { font: 'latin', has: (c) => c < 0x100, width: (t) => t.length * 10 };
const extended: RunFace<string> = {
  font: 'latin-ext',
  has: (c) => c >= 0x100 && c < 0x250,
  width: (t) => t.length * 12,
};

describe('textRuns', () => {
  it('sets each character in the first face that has it', () => {
    expect(textRuns('Łódź, lato', [latin, extended])).toEqual([
      { text: 'Ł', font: 'latin-ext' },
      { text: 'ód', font: 'latin' },
      { text: 'ź', font: 'latin-ext' },
      { text: ', lato', font: 'latin' },
    ]);
  });

  it('leaves a character no face has with the first face', () => {
    expect(textRuns('a☃', [latin, extended])).toEqual([{ text: 'a☃', font: 'latin' }]);
  });

  it('measures a text as the sum of its runs', () => {
    expect(runsWidth('Łódź', [latin, extended], 1)).toBe(12 + 20 + 12);
  });
});
