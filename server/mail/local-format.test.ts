import { describe, expect, it } from 'vitest';
import { localDate, localDateRange, productName } from './local-format';

describe('customer e-mails in local terms', () => {
  it('writes a one-day window as one local date, never ISO', () => {
    expect(localDateRange('2026-12-04', '2026-12-04', 'en-gb')).toBe('4 December 2026');
    expect(localDateRange('2026-12-04', '2026-12-04', 'de-de')).toBe('4. Dezember 2026');
  });

  it('writes a window as the locale writes a range', () => {
    const en = localDateRange('2026-12-04', '2026-12-08', 'en-gb');
    expect(en).toMatch(/^4\s*–\s*8 December 2026$/);
    const de = localDateRange('2026-12-04', '2026-12-08', 'de-de');
    expect(de).toMatch(/^4\.\s*–\s*8\. Dezember 2026$/);
    expect(localDateRange('2026-12-30', '2027-01-04', 'pl-pl')).not.toMatch(/\d{4}-\d{2}/);
  });

  it('writes an instant as a local date', () => {
    expect(localDate('2026-12-02T03:14:00Z', 'fr-fr')).toBe('2 décembre 2026');
  });

  it('names a product as the shop does, in the locale language', () => {
    expect(productName('BOOK-HC-20X20', 'en')).toBe('Hardcover · 20 × 20 cm');
    expect(productName('BOOK-SC-20X20', 'de-de')).toBe('Softcover · 20 × 20 cm');
    expect(productName('BOOK-SC-20X20', 'pl-pl')).toBe('Miękka okładka · 20 × 20 cm');
    expect(productName('NO-SUCH', 'en')).toBe('NO-SUCH');
  });
});
