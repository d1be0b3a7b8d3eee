import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

describe('countdownParts', () => {
  it('splits the time left and ends at zero', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(0)).toBeNull();
  });
});
