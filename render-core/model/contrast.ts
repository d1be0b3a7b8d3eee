/** WCAG's minimum contrast for normal-size text (success criterion 1.4.3). */
export const MIN_CONTRAST = 4.5;

const channel = (v: number): number => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an sRGB colour given as 0–255 channels: 0 is black, 1 white. */
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Relative luminance of a #rrggbb colour. */
export function hexLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return relativeLuminance((n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
}

/** WCAG contrast ratio of two luminances, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a >= b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/** The contrast of two #rrggbb colours. */
export function colorContrast(a: string, b: string): number {
  return contrastRatio(hexLuminance(a), hexLuminance(b));
}
