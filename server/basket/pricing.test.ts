import { describe, expect, it } from 'vitest';
import { basketTotals, designPrice, printCopies, unitPrice } from './pricing';
import { vatIncluded } from './vat';

describe('unitPrice', () => {
  it('charges each page beyond the minimum', () => {
    expect(unitPrice({ baseMinor: 1799, extraPageMinor: 45 }, { count: 20, min: 20 })).toBe(1799);
    expect(unitPrice({ baseMinor: 1799, extraPageMinor: 45 }, { count: 26, min: 20 })).toBe(1799 + 6 * 45);
  });
});

describe('basketTotals', () => {
  const base = {
    discountMinor: 0,
    shippingMinor: 399,
    freeShipping: false,
    creditAvailableMinor: 0,
    vatRate: 0.2,
  };

  it('adds lines and shipping and shows the VAT inside the total', () => {
    const t = basketTotals({ ...base, lines: [{ unitMinor: 1000, quantity: 2 }] });
    expect(t).toMatchObject({ subtotalMinor: 2000, shippingMinor: 399, totalMinor: 2399 });
    expect(t.vatMinor).toBe(400);
  });

  it('never discounts or credits below zero and drops shipping for free-shipping vouchers', () => {
    const t = basketTotals({
      ...base,
      lines: [{ unitMinor: 500, quantity: 1 }],
      discountMinor: 900,
      freeShipping: true,
      creditAvailableMinor: 100,
    });
    expect(t).toMatchObject({ discountMinor: 500, shippingMinor: 0, creditMinor: 0, totalMinor: 0 });
  });

  it('spends referral credit after the discount', () => {
    const t = basketTotals({
      ...base,
      lines: [{ unitMinor: 2000, quantity: 1 }],
      discountMinor: 200,
      creditAvailableMinor: 500,
    });
    expect(t).toMatchObject({ creditMinor: 500, totalMinor: 2000 - 200 + 399 - 500 });
  });
});

describe('vatIncluded', () => {
  it('works the VAT out of an inclusive price, and none for a zero rate', () => {
    expect(vatIncluded(1200, 0.2)).toBe(200);
    expect(vatIncluded(1200, 0)).toBe(0);
  });
});

describe('designPrice', () => {
  const print = { kind: 'print' as const, baseMinor: 25, extraPageMinor: 0, pagesMin: 1 };
  const book = { kind: 'book' as const, baseMinor: 1799, extraPageMinor: 45, pagesMin: 20 };
  const calendar = { kind: 'calendar' as const, baseMinor: 1999, extraPageMinor: 0, pagesMin: 13 };
  const pages = (...copies: number[]) => copies.map((quantity) => ({ quantity }));

  it('prices a set of prints per print and per copy', () => {
    // Eight prints, one of them twice: nine copies at £0.25.
    expect(designPrice(print, { kind: 'print', pages: pages(1, 2, 1, 1, 1, 1, 1, 1) })).toBe(225);
    expect(designPrice(print, { kind: 'print', pages: pages(1) })).toBe(25);
    expect(printCopies({ kind: 'print', pages: [{}, { quantity: 3 }] })).toBe(4);
  });

  it('prices a book by its pages beyond the minimum, a calendar (cover and 12 months) at its base', () => {
    expect(designPrice(book, { kind: 'book', pages: pages(...Array(26).fill(1)) })).toBe(1799 + 6 * 45);
    expect(designPrice(calendar, { kind: 'calendar', pages: pages(...Array(12).fill(1)) })).toBe(1999);
  });
});
