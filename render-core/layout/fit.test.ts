import { describe, expect, it } from 'vitest';
import { fitPhotos, rankTemplates } from './fit';
import { slotBoxes, templateById, templatesFor } from './templates';

const trim = { width: 200, height: 200 };
const boxesOf = (id: string) => slotBoxes(templateById(id)!, trim, 0.04);

describe('template fitting', () => {
  it('puts the portrait photo in the tall slot and the landscape ones in the wide slots', () => {
    const boxes = boxesOf('one-left-two-right');
    const fit = fitPhotos([1.5, 0.66, 1.5], boxes);
    expect(fit.assignment[0]).toBe(1); // slot 0 is the tall one on the left
    expect(new Set(fit.assignment)).toEqual(new Set([0, 1, 2]));
  });

  it('prefers two rows for two panoramas and two columns for two portraits', () => {
    const two = templatesFor(2);
    const wide = rankTemplates([2.5, 2.5], two, (t) => slotBoxes(t, trim, 0.04));
    const tall = rankTemplates([0.6, 0.6], two, (t) => slotBoxes(t, trim, 0.04));
    expect(wide[0]!.template.id).toBe('two-rows');
    expect(tall[0]!.template.id).toMatch(/columns/);
  });

  it('costs nothing when aspects match and more as they drift apart', () => {
    const square = boxesOf('single');
    const aspect = square[0]!.width / square[0]!.height;
    expect(fitPhotos([aspect], square).cost).toBeCloseTo(0, 9);
    expect(fitPhotos([1.5], square).cost).toBeGreaterThan(0.3);
    expect(fitPhotos([3], square).cost).toBeGreaterThan(fitPhotos([1.5], square).cost);
  });

  it('has templates for one to six photos, with slots inside the page', () => {
    for (let n = 1; n <= 6; n++) {
      const list = templatesFor(n);
      expect(list.length).toBeGreaterThan(0);
      for (const t of list) {
        for (const b of slotBoxes(t, trim, 0.04)) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.y).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(200 + 1e-9);
          expect(b.y + b.height).toBeLessThanOrEqual(200 + 1e-9);
        }
      }
    }
  });
});
