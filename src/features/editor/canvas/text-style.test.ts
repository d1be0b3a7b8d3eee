import { describe, expect, it } from 'vitest';
import {
  autoColor,
  averageLuminance,
  contrastRatio,
  hexLuminance,
  MIN_CONTRAST,
  nearestStep,
  readableColor,
  relativeLuminance,
  SIZE_STEPS,
  stepSize,
  swatchesOn,
} from './text-style';

describe('contrast', () => {
  it('follows WCAG: black is 0, white 1, black on white 21:1', () => {
    expect(relativeLuminance(0, 0, 0)).toBe(0);
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1, 6);
    expect(contrastRatio(0, 1)).toBeCloseTo(21, 6);
    expect(contrastRatio(1, 0)).toBeCloseTo(21, 6);
  });

  it('gives the published ratio for grey #777777 on white (4.48:1, just short)', () => {
    const ratio = contrastRatio(hexLuminance('#777777'), hexLuminance('#ffffff'));
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(MIN_CONTRAST);
  });

  it('averages opaque pixels and skips transparent ones', () => {
    const white = [255, 255, 255, 255];
    const black = [0, 0, 0, 255];
    const clear = [0, 0, 0, 0];
    expect(averageLuminance([...white, ...black])).toBeCloseTo(0.5, 6);
    expect(averageLuminance([...black, ...clear, ...clear])).toBe(0);
    expect(averageLuminance([...clear])).toBe(1);
  });
});

describe('colour choice', () => {
  it('Auto picks black on a light photo and white on a dark one', () => {
    expect(autoColor(hexLuminance('#f4efe6'))).toBe('#000000');
    expect(autoColor(hexLuminance('#1d1f24'))).toBe('#ffffff');
  });

  it('marks swatches below 4.5:1 on what is behind the text', () => {
    const onLight = swatchesOn(hexLuminance('#ffffff'));
    expect(onLight.find((s) => s.color === '#ffffff')?.readable).toBe(false);
    expect(onLight.find((s) => s.color === '#222222')?.readable).toBe(true);
    const onDark = swatchesOn(hexLuminance('#1d1f24'));
    expect(onDark.find((s) => s.color === '#222222')?.readable).toBe(false);
    expect(onDark.find((s) => s.color === '#ffffff')?.readable).toBe(true);
    for (const s of [...onLight, ...onDark]) expect(s.readable).toBe(s.ratio >= MIN_CONTRAST);
  });

  it('keeps a readable colour and replaces one that would vanish', () => {
    expect(readableColor('#8a1c1c', hexLuminance('#ffffff'))).toBe('#8a1c1c');
    // The Night theme's white caption on a light photo turns black.
    expect(readableColor('#f2f2f2', hexLuminance('#eeeeee'))).toBe('#000000');
    expect(readableColor('#222222', hexLuminance('#1d1f24'))).toBe('#ffffff');
  });
});

describe('size steps', () => {
  it('steps up and down and stops at the ends', () => {
    expect(stepSize(14, 1)).toBe(18);
    expect(stepSize(14, -1)).toBe(12);
    expect(stepSize(15, -1)).toBe(14);
    expect(stepSize(SIZE_STEPS[0], -1)).toBe(SIZE_STEPS[0]);
    const last = SIZE_STEPS[SIZE_STEPS.length - 1] ?? 0;
    expect(stepSize(last, 1)).toBe(last);
    expect(stepSize(200, 1)).toBe(last);
  });

  it('snaps a size between steps to the nearest', () => {
    expect(nearestStep(13)).toBe(12);
    expect(nearestStep(16)).toBe(14);
    expect(nearestStep(33)).toBe(32);
    expect(nearestStep(4)).toBe(10);
  });
});
