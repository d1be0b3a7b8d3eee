import interUrl from '@fontsource/inter/files/inter-latin-400-normal.woff?url';
import interExtUrl from '@fontsource/inter/files/inter-latin-ext-400-normal.woff?url';
import loraUrl from '@fontsource/lora/files/lora-latin-400-normal.woff?url';
import loraExtUrl from '@fontsource/lora/files/lora-latin-ext-400-normal.woff?url';
import dejaVuSansUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';
import dejaVuSerifUrl from 'dejavu-fonts-ttf/ttf/DejaVuSerif.ttf?url';
import type { FontFamily, Scene } from '../render-core';
import { fontSubsets } from '../render-core/paint/font-files';

/**
 * The files of render-core's `fontFiles` (render-core/paint/font-files.ts), the ones print
 * embeds, as Vite serves them: one static import each, so they are hashed assets. The editor's
 * canvas (src/features/editor/canvas/fonts.ts) and the render worker's thumbnails register the
 * same URLs, so the browser fetches each file once for both.
 */
export const fontUrls: Record<FontFamily, string> = {
  'DejaVu Sans': dejaVuSansUrl,
  'DejaVu Serif': dejaVuSerifUrl,
  Lora: loraUrl,
  Inter: interUrl,
};

/**
 * Every face of a family, in render-core's `fontSubsets` order: a family in subsets has each file
 * with its unicode-range, so the browser takes each character from the file print takes it from.
 * (The browser tries a family's faces last-added first: the Latin Extended face is added before
 * the Latin one, which wins where their ranges overlap, as in print.)
 */
const subsetUrls: Partial<Record<FontFamily, string[]>> = {
  Lora: [loraUrl, loraExtUrl],
  Inter: [interUrl, interExtUrl],
};
export interface WebFace {
  family: FontFamily;
  url: string;
  unicodeRange?: string;
}
export const fontFaces: readonly WebFace[] = (Object.keys(fontUrls) as FontFamily[]).flatMap((family) => {
  const subsets = fontSubsets[family];
  const urls = subsetUrls[family];
  if (!subsets || !urls) return [{ family, url: fontUrls[family] }];
  return subsets.map((s, i) => ({ family, url: urls[i]!, unicodeRange: s.unicodeRange })).reverse();
});

/** The families a scene sets text in. */
export function sceneFonts(scene: Scene): FontFamily[] {
  const families = new Set<FontFamily>();
  for (const item of scene.items) if (item.kind === 'text' && item.text !== '') families.add(item.font);
  return [...families];
}

/** The parts of a FontFaceSet (a worker's `self.fonts`, a page's `document.fonts`) loading needs. */
export interface FaceSet {
  /** Registers one face (new FontFace + fonts.add). */
  add(face: WebFace): void;
  /** fonts.load: the faces matching `font` once they have loaded (or failed). */
  load(font: string): Promise<readonly unknown[]>;
}

/**
 * How long text waits for a family's faces. A fetch that neither loads nor fails (a phone's
 * stalled network) must not hold a spread back for good: past this the text paints in the generic
 * family, and in the face once it has come.
 */
export const FACE_WAIT_MS = 10_000;

/** Settles when `promise` does, or after `ms`, whichever comes first (never rejects). */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/**
 * Loads a family's faces into a FontFaceSet before text is painted in it, once per family: a
 * worker has no faces of the page's, so without this its canvases set text in a fallback face.
 * A face that cannot load (offline on a first visit), or has not in `waitMs`, settles too, and the
 * text paints in the generic family rather than not at all.
 */
export function createFontLoader(
  set: FaceSet | null,
  waitMs = FACE_WAIT_MS,
): (families: readonly FontFamily[]) => Promise<void> {
  const loading = new Map<FontFamily, Promise<void>>();
  return async (families) => {
    if (!set) return;
    await Promise.all(
      families.map((family) => {
        let done = loading.get(family);
        if (!done) {
          for (const face of fontFaces) if (face.family === family) set.add(face);
          done = settledWithin(set.load(`16px "${family}"`), waitMs);
          loading.set(family, done);
        }
        return done;
      }),
    );
  };
}

/** What a painter falls back to behind a document family. */
const GENERIC: Record<FontFamily, 'serif' | 'sans-serif'> = {
  'DejaVu Sans': 'sans-serif',
  'DejaVu Serif': 'serif',
  Lora: 'serif',
  Inter: 'sans-serif',
};

/** paintScene's `fontFamily`: the document's family, then a generic family of the same kind. */
export const webFontFamily = (family: FontFamily): string => `"${family}", ${GENERIC[family]}`;

/** A FontFaceSet of this global scope (a worker's or a page's), or null where there is none. */
export function globalFaceSet(): FaceSet | null {
  const fonts = (globalThis as { fonts?: FontFaceSet }).fonts;
  if (!fonts || typeof FontFace === 'undefined') return null;
  return {
    add({ family, url, unicodeRange }) {
      fonts.add(
        new FontFace(family, `url(${JSON.stringify(url)})`, {
          style: 'normal',
          weight: '400',
          display: 'block',
          ...(unicodeRange ? { unicodeRange } : {}),
        }),
      );
    },
    load: (font) => fonts.load(font),
  };
}
