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

/**
 * Each family's ascender as a fraction of the em (hhea ascent / units per em): paint and print put
 * a line's baseline this far below the line's top. One table, so the two agree by construction:
 * pdf-lib's heightAtSize misreads it for faces whose em is not 1000 units (0.716 for Inter, whose
 * real ascender is 0.969, which put printed captions a quarter of an em above the screen's), and a
 * canvas's own measure is the fallback face's until the web face has loaded. font-files.test.ts
 * reads the files and checks this table against them.
 */
export const fontAscent = {
  'DejaVu Sans': 1901 / 2048,
  'DejaVu Serif': 1901 / 2048,
  Lora: 1006 / 1000,
  Inter: 1984 / 2048,
} as const satisfies Record<FontFamily, number>;
