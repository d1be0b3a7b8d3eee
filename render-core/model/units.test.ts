import { describe, expect, it } from 'vitest';
import { dpi, effectiveDpi, mm, mmToPt, mmToPx, pt, ptToMm, px } from './units';

describe('units', () => {
  it('converts an A4 width between millimetres and points', () => {
    expect(mmToPt(mm(210))).toBeCloseTo(595.28, 2);
    expect(ptToMm(pt(595.2756))).toBeCloseTo(210, 3);
  });

  it('gives the pixels a printed length needs and the DPI pixels give', () => {
    expect(mmToPx(mm(25.4), dpi(300))).toBe(300);
    expect(effectiveDpi(px(3000), mm(254))).toBeCloseTo(300, 6);
  });
});
