import Konva from 'konva';
import type { FontFamily } from '../../../../render-core';
import { FACE_WAIT_MS, fontFaces, settledWithin, webFontFamily } from '../../../../workers/render-fonts';

// The face list lives beside the render worker, which loads the same files for the strip's
// thumbnails; the editor's canvas registers them here.
export { fontFaces, fontUrls } from '../../../../workers/render-fonts';

/**
 * The faces of the themes most books use, asked for as the editor opens. The DejaVu files are
 * ten times larger and only one theme uses them: they load when a spread first shows them.
 */
export const EDITOR_FONTS: readonly FontFamily[] = ['Inter', 'Lora'];

/** The parts of the browser's FontFaceSet and FontFace that loading needs. */
export interface FontEnvironment {
  /** Registers a face under the document's family name (FontFace + document.fonts.add). */
  addFace(family: FontFamily, url: string, unicodeRange?: string): void;
  /** document.fonts.load: the faces matching `font` once they have loaded. */
  load(font: string): Promise<readonly { status: string }[]>;
  /** Calls back whenever the browser has loaded faces it was asked for (document.fonts' loadingdone). */
  onLoadingDone(listener: () => void): void;
  /** Paints the editor's canvases again, now that a face has arrived. */
  repaint(): void;
}

type FontState = 'loading' | 'ready' | 'failed';

export interface CanvasFonts {
  /** Starts loading the faces (once each); settles when every one has loaded or failed. */
  load(families: readonly FontFamily[]): Promise<void>;
  /**
   * paintScene's `fontReady`: true once the face has loaded (or failed, so the text still shows,
   * in the generic family). Asking for a face nobody loaded yet starts loading it.
   */
  fontReady(family: FontFamily): boolean;
  /** paintScene's `fontFamily`: the document's family, then a generic family of the same kind. */
  fontFamily(family: FontFamily): string;
}

/**
 * The editor's web faces: the same files print embeds, registered under the document's family
 * names (so a canvas painting "Inter" gets this face, and the font pickers' previews too), loaded
 * on demand, and a repaint whenever faces arrive. Registering every family up front costs no
 * download: the browser fetches a registered face only when text or `load` asks for it.
 */
export function createCanvasFonts(env: FontEnvironment | null, waitMs = FACE_WAIT_MS): CanvasFonts {
  const state = new Map<FontFamily, FontState>();
  const loading = new Map<FontFamily, Promise<void>>();
  let registered = false;

  const register = (): void => {
    if (registered || !env) return;
    registered = true;
    for (const face of fontFaces) env.addFace(face.family, face.url, face.unicodeRange);
    // A face the canvas's own text asked for (not through `load`) arrives here too.
    env.onLoadingDone(() => env.repaint());
  };

  const loadOne = (family: FontFamily): Promise<void> => {
    const started = loading.get(family);
    if (started) return started;
    if (!env) {
      state.set(family, 'failed');
      return Promise.resolve();
    }
    register();
    state.set(family, 'loading');
    const loaded = env.load(`16px "${family}"`).then(
      (faces) => faces.some((f) => f.status === 'loaded'),
      () => false,
    );
    const done = (async () => {
      await settledWithin(loaded, waitMs);
      // A face not there in time (a stalled fetch) does not hide the text for good: it shows in
      // the generic family meanwhile, and in the face once it comes (a repaint then).
      if (state.get(family) === 'loading') {
        state.set(family, 'failed');
        env.repaint();
      }
    })();
    void loaded.then((ok) => {
      const before = state.get(family);
      state.set(family, ok ? 'ready' : 'failed');
      if (before === 'loading' || ok) env.repaint();
    });
    loading.set(family, done);
    return done;
  };

  return {
    load: async (families) => {
      await Promise.all(families.map(loadOne));
    },
    fontReady(family) {
      if (!state.has(family)) void loadOne(family);
      const now = state.get(family);
      return now === 'ready' || now === 'failed';
    },
    fontFamily: webFontFamily,
  };
}

function browserFonts(): FontEnvironment | null {
  if (typeof document === 'undefined' || !document.fonts || typeof FontFace === 'undefined') return null;
  return {
    addFace(family, url, unicodeRange) {
      const source = `url(${JSON.stringify(url)})`;
      document.fonts.add(
        new FontFace(family, source, {
          style: 'normal',
          weight: '400',
          display: 'block',
          ...(unicodeRange ? { unicodeRange } : {}),
        }),
      );
    },
    load: (font) => document.fonts.load(font),
    onLoadingDone: (listener) => document.fonts.addEventListener('loadingdone', listener),
    repaint() {
      // The canvas reads the faces as it paints, so a redraw of its layers is enough.
      for (const stage of Konva.stages) stage.batchDraw();
    },
  };
}

/** The editor's fonts (a browser with no FontFace API paints in the generic families at once). */
export const canvasFonts: CanvasFonts = createCanvasFonts(browserFonts());

/** paintScene's font options for the editor's canvases. */
export const canvasText = {
  fontReady: (family: FontFamily) => canvasFonts.fontReady(family),
  fontFamily: (family: FontFamily) => canvasFonts.fontFamily(family),
};

/** Starts loading the common faces as the editor's code arrives, before its first paint. */
export function loadEditorFonts(): Promise<void> {
  return canvasFonts.load(EDITOR_FONTS);
}

// The editor's code arriving is the editor opening (no other screen imports the canvas): the common
// faces start now, so they are usually in before the first spread paints. In a microtask, right
// after the module graph's evaluation: a request started from a module's top level costs the lab
// a parse of the whole chunk again (docs/ARCHITECTURE.md, "What the lab sees").
queueMicrotask(() => void loadEditorFonts());
