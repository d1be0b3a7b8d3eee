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

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/**
 * The @fontsource families come in subsets. `fontFiles` holds their Latin files; these add Latin
 * Extended (Polish ł, ą, ę, ż; Czech, Turkish, Romanian letters) for captions and titles in those
 * languages. Print sets each character in the first file that has it; the editor registers each
 * file as a face of the family with its unicode-range (the ranges @fontsource's own CSS gives),
 * so the browser picks the same file for the same character. DejaVu is one whole file.
 */
export const fontSubsets: Partial<Record<FontFamily, { file: string; unicodeRange: string }[]>> = {
  Lora: [
    { file: fontFiles.Lora, unicodeRange: LATIN },
    { file: '@fontsource/lora/files/lora-latin-ext-400-normal.woff', unicodeRange: LATIN_EXT },
  ],
  Inter: [
    { file: fontFiles.Inter, unicodeRange: LATIN },
    { file: '@fontsource/inter/files/inter-latin-ext-400-normal.woff', unicodeRange: LATIN_EXT },
  ],
};

/** Every file of a family, the one `fontFiles` names first. */
export const filesOf = (family: FontFamily): string[] =>
  fontSubsets[family]?.map((s) => s.file) ?? [fontFiles[family]];

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
