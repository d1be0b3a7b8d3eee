import interUrl from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import loraUrl from '@fontsource/lora/files/lora-latin-400-normal.woff?url';
import dejaVuSansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejaVuSerifUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url';
import { useEffect } from 'react';
import type { FontFamily } from '../../../../../render-core';

/** The files print embeds (server/order/print-files.ts), so a picker shows the faces the book gets. */
const FILES: Record<FontFamily, string> = {
  'DejaVu Sans': dejaVuSansUrl,
  'DejaVu Serif': dejaVuSerifUrl,
  Lora: loraUrl,
  Inter: interUrl,
};

/** The part of the browser's FontFaceSet this needs. */
export interface FaceSet {
  add(face: FontFace): unknown;
  [Symbol.iterator](): Iterator<{ family: string }>;
}

const unquoted = (family: string) => family.replace(/^["']|["']$/g, '');

/**
 * Registers the document's font families under their own names, each once: a family some other
 * part of the editor registered already is left alone. Faces added this way load when text first
 * uses them, so a family nobody shows costs nothing.
 */
export function registerFaces(
  set: FaceSet,
  families: readonly FontFamily[],
  make: (family: FontFamily, source: string) => FontFace,
): FontFamily[] {
  const present = new Set([...set].map((face) => unquoted(face.family)));
  const added: FontFamily[] = [];
  for (const family of families) {
    if (present.has(family)) continue;
    set.add(make(family, `url(${JSON.stringify(FILES[family])})`));
    present.add(family);
    added.push(family);
  }
  return added;
}

/** The families a picker writes in, registered with the browser while it shows. */
export function useDocumentFonts(families: readonly FontFamily[]): void {
  const key = families.join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the list.
  useEffect(() => {
    if (typeof document === 'undefined' || !document.fonts || typeof FontFace === 'undefined') return;
    registerFaces(
      document.fonts,
      families,
      (family, source) => new FontFace(family, source, { display: 'swap' }),
    );
  }, [key]);
}
