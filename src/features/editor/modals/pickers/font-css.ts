import type { FontFamily } from '../../../../../render-core';

const GENERIC: Record<FontFamily, 'serif' | 'sans-serif'> = {
  'DejaVu Sans': 'sans-serif',
  'DejaVu Serif': 'serif',
  Lora: 'serif',
  Inter: 'sans-serif',
};

/** A CSS font-family list for a document font: the face itself, then a generic one of its kind. */
export function cssFontFamily(font: FontFamily): string {
  return `"${font}", ${GENERIC[font]}`;
}
