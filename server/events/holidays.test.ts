import { describe, expect, it } from 'vitest';
import { holidaysFor, knownPlace } from './holidays';

describe('holidaysFor', () => {
  it('includes the English summer bank holiday for GB without a region', () => {
    const days = holidaysFor('GB', undefined, 2026, 'en');
    expect(days).toContainEqual({ date: '2026-08-31', label: 'Summer bank holiday', type: 'public' });
  });
  it('names the days in the language asked for', () => {
    const days = holidaysFor('DE', undefined, 2026, 'de');
    expect(days.find((d) => d.date === '2026-01-01')?.label).toBe('Neujahr');
  });
  it('follows a region: Scotland has 2 January', () => {
    expect(holidaysFor('GB', 'SCT', 2026, 'en').some((d) => d.date === '2026-01-02')).toBe(true);
    expect(holidaysFor('GB', 'ENG', 2026, 'en').some((d) => d.date === '2026-01-02')).toBe(false);
  });
});

describe('knownPlace', () => {
  it('knows countries and their regions', () => {
    expect(knownPlace('GB', 'ENG')).toBe(true);
    expect(knownPlace('XX')).toBe(false);
    expect(knownPlace('GB', 'NOPE')).toBe(false);
  });
});
