import { describe, expect, it, vi } from 'vitest';
import { fontFamilies, type FontFamily } from '../../../../render-core';
import { fontFiles, fontSubsets } from '../../../../render-core/paint/font-files';
import { createCanvasFonts, EDITOR_FONTS, type FontEnvironment, fontFaces, fontUrls } from './fonts';

/** A FontFaceSet whose loads the test settles by hand. */
function fakeBrowser() {
  const added: { family: FontFamily; url: string }[] = [];
  const pending = new Map<string, (faces: { status: string }[]) => void>();
  const failing = new Map<string, (error: Error) => void>();
  let loadingDone: (() => void) | null = null;
  const env: FontEnvironment = {
    addFace: (family, url) => added.push({ family, url }),
    load: (font) =>
      new Promise((resolve, reject) => {
        pending.set(font, resolve);
        failing.set(font, reject);
      }),
    onLoadingDone: (listener) => {
      loadingDone = listener;
    },
    repaint: vi.fn(),
  };
  const settle = async (family: FontFamily, status: 'loaded' | 'error' | 'none') => {
    const font = `16px "${family}"`;
    if (status === 'error') failing.get(font)?.(new Error('network'));
    else pending.get(font)?.(status === 'none' ? [] : [{ status: 'loaded' }]);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { env, added, pending, settle, loadingDone: () => loadingDone?.() };
}

describe('the editor’s fonts', () => {
  it('has the file print embeds for every font a document may use', () => {
    for (const family of fontFamilies) {
      expect(fontUrls[family], family).toBeTruthy();
      // Vite's URL of the very file render-core's table names (print reads it from node_modules).
      expect(decodeURIComponent(fontUrls[family]), family).toContain(fontFiles[family]);
    }
  });

  it('registers a family’s subsets with print’s files and ranges, Latin added last so it wins', () => {
    for (const [family, subsets] of Object.entries(fontSubsets)) {
      const faces = fontFaces.filter((f) => f.family === family).reverse();
      expect(faces.map((f) => f.unicodeRange)).toEqual(subsets.map((s) => s.unicodeRange));
      for (const [i, face] of faces.entries())
        expect(decodeURIComponent(face.url)).toContain(subsets[i]!.file);
    }
  });

  it('registers every family under the document’s name and loads the common ones first', async () => {
    const browser = fakeBrowser();
    const fonts = createCanvasFonts(browser.env);
    const loaded = fonts.load(EDITOR_FONTS);
    expect([...new Set(browser.added.map((f) => f.family))].sort()).toEqual([...fontFamilies].sort());
    expect(browser.added.filter((f) => f.family === 'Lora').map((f) => f.url)).toContain(fontUrls.Lora);
    expect([...browser.pending.keys()].sort()).toEqual(['16px "Inter"', '16px "Lora"']);
    expect(fonts.fontReady('Inter')).toBe(false);
    await browser.settle('Inter', 'loaded');
    await browser.settle('Lora', 'loaded');
    await loaded;
    expect(fonts.fontReady('Inter')).toBe(true);
    expect(fonts.fontReady('Lora')).toBe(true);
    expect(browser.env.repaint).toHaveBeenCalledTimes(2);
    // Asking again neither registers nor loads anything twice.
    await fonts.load(EDITOR_FONTS);
    expect(browser.added).toHaveLength(fontFaces.length);
  });

  it('holds text in a face that is still loading, starts it, and repaints when it arrives', async () => {
    const browser = fakeBrowser();
    const fonts = createCanvasFonts(browser.env);
    expect(fonts.fontReady('DejaVu Serif')).toBe(false);
    expect(browser.pending.has('16px "DejaVu Serif"')).toBe(true);
    expect(fonts.fontReady('DejaVu Serif')).toBe(false);
    expect(browser.env.repaint).not.toHaveBeenCalled();
    await browser.settle('DejaVu Serif', 'loaded');
    expect(fonts.fontReady('DejaVu Serif')).toBe(true);
    expect(browser.env.repaint).toHaveBeenCalledTimes(1);
  });

  it('shows the text in a generic family of the same kind when a face cannot load', async () => {
    const browser = fakeBrowser();
    const fonts = createCanvasFonts(browser.env);
    fonts.fontReady('Lora');
    fonts.fontReady('Inter');
    await browser.settle('Lora', 'error');
    await browser.settle('Inter', 'none');
    expect(fonts.fontReady('Lora')).toBe(true);
    expect(fonts.fontReady('Inter')).toBe(true);
    expect(fonts.fontFamily('Lora')).toBe('"Lora", serif');
    expect(fonts.fontFamily('Inter')).toBe('"Inter", sans-serif');
    expect(browser.env.repaint).toHaveBeenCalledTimes(2);
  });

  it('shows the text in a generic family when a face has not come in its time, and in the face once it does', async () => {
    vi.useFakeTimers();
    try {
      const browser = fakeBrowser();
      const fonts = createCanvasFonts(browser.env, 5000);
      const loading = fonts.load(['Lora']);
      await vi.advanceTimersByTimeAsync(4999);
      expect(fonts.fontReady('Lora')).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(fonts.fontReady('Lora')).toBe(true);
      expect(browser.env.repaint).toHaveBeenCalledTimes(1);
      await browser.settle('Lora', 'loaded');
      expect(fonts.fontReady('Lora')).toBe(true);
      expect(browser.env.repaint).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('repaints when the browser loaded a face the canvas’s own text asked for', async () => {
    const browser = fakeBrowser();
    const fonts = createCanvasFonts(browser.env);
    fonts.fontReady('Inter');
    browser.loadingDone();
    expect(browser.env.repaint).toHaveBeenCalledTimes(1);
  });

  it('paints at once where the browser has no FontFace API', async () => {
    const fonts = createCanvasFonts(null);
    await fonts.load(EDITOR_FONTS);
    for (const family of fontFamilies) expect(fonts.fontReady(family)).toBe(true);
  });
});
