import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';
import type { FontFamily } from '../../render-core';
import { filesOf, fontFiles as fontTable } from '../../render-core/paint/font-files';

const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const families = Object.keys(fontTable) as FontFamily[];

/** Every file of every family a document may use, as print reads them (render-core's table). */
export function fontBytes(): Record<FontFamily, Uint8Array[]> {
  const out = {} as Record<FontFamily, Uint8Array[]>;
  for (const family of families) out[family] = filesOf(family).map((file) => readFileSync(modules + file));
  return out;
}

let registered = false;
/** Registers the same files with @napi-rs/canvas under the document's family names. */
export function registerCanvasFonts() {
  if (registered) return;
  for (const family of families)
    for (const file of filesOf(family)) GlobalFonts.registerFromPath(modules + file, family);
  registered = true;
}
