import { describe, expect, it } from 'vitest';
import { formatArrival } from './arrival-format';

describe('formatArrival', () => {
  it('writes the window as dates in the customer locale, never ISO', () => {
    const window = { earliest: '2026-12-04', latest: '2026-12-09' };
    const en = formatArrival(window, 'en');
    expect(en).toContain('December');
    expect(en).not.toContain('2026-12');
    expect(formatArrival(window, 'de-de')).toContain('Dezember');
    expect(formatArrival(window, 'pl-pl')).toMatch(/grudnia|gru/);
  });
  it('names one day when the window is one day', () => {
    expect(formatArrival({ earliest: '2026-12-04', latest: '2026-12-04' }, 'en')).toBe(
      'Fri, 4 December 2026',
    );
  });
});
