import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';
import type { FontFamily } from '../../render-core';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/**
 * Font files for every family a document may use. fontkit reads TTF and WOFF (not WOFF2), so the
 * @fontsource families come from their .woff files.
 */
export const fontFiles: Record<FontFamily, string> = {
  'DejaVu Sans': `${modules}dejavu-fonts-ttf/ttf/DejaVuSans.ttf`,
  'DejaVu Serif': `${modules}dejavu-fonts-ttf/ttf/DejaVuSerif.ttf`,
  Lora: `${modules}@fontsource/lora/files/lora-latin-400-normal.woff`,
  Inter: `${modules}@fontsource/inter/files/inter-latin-400-normal.woff`,
};

export function fontBytes(): Record<FontFamily, Uint8Array> {
  const out = {} as Record<FontFamily, Uint8Array>;
  for (const [family, file] of Object.entries(fontFiles)) out[family as FontFamily] = readFileSync(file);
  return out;
}

let registered = false;
/** Registers the same fonts with @napi-rs/canvas under the document's family names. */
export function registerCanvasFonts() {
  if (registered) return;
  for (const [family, file] of Object.entries(fontFiles)) GlobalFonts.registerFromPath(file, family);
  registered = true;
}
