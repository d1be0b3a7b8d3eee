import type { FontFamily } from '../model/frame';

/**
 * The font file of every family a document may use, as a path under node_modules. Print embeds
 * these bytes and the editor loads the same files as web faces, so text measures, wraps and looks
 * the same on screen and on paper. fontkit (print) reads TTF and WOFF but not WOFF2, hence the
 * .woff files of the @fontsource families; the Latin subset is what both sides have.
 */
export const fontFiles = {
  'DejaVu Sans': 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  'DejaVu Serif': 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf',
  Lora: '@fontsource/lora/files/lora-latin-400-normal.woff',
  Inter: '@fontsource/inter/files/inter-latin-400-normal.woff',
} as const satisfies Record<FontFamily, string>;
