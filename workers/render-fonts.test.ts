import { describe, expect, it } from 'vitest';
import { autoLayoutBook, type FontFamily, sceneForSpread } from '../render-core';
import { fontSubsets } from '../render-core/paint/font-files';
import { squareBook } from '../render-core/testing/products';
import { samplePhotos } from '../render-core/testing/sample-photos';
import {
  createFontLoader,
  type FaceSet,
  fontFaces,
  sceneFonts,
  type WebFace,
  webFontFamily,
} from './render-fonts';

/** A FontFaceSet whose loads the test settles by hand. */
function fakeSet() {
  const added: WebFace[] = [];
  const loads: string[] = [];
  const settle = new Map<string, { ok: () => void; fail: () => void }>();
  const set: FaceSet = {
    add: (face) => added.push(face),
    load: (font) => {
      loads.push(font);
      return new Promise((resolve, reject) =>
        settle.set(font, { ok: () => resolve([{}]), fail: () => reject(new Error('network')) }),
      );
    },
  };
  return { set, added, loads, settle };
}

describe('the render worker’s fonts', () => {
  it('registers a family’s faces (each subset, the URLs the editor registers) and waits for them, once', async () => {
    const { set, added, loads, settle } = fakeSet();
    const load = createFontLoader(set);
    let done = false;
    const first = load(['Inter']).then(() => {
      done = true;
    });
    const again = load(['Inter']);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(added).toEqual(fontFaces.filter((f) => f.family === 'Inter'));
    expect(added).toHaveLength(fontSubsets.Inter!.length);
    expect(added.map((f) => f.unicodeRange)).toEqual(fontSubsets.Inter!.map((s) => s.unicodeRange).reverse());
    expect(loads).toEqual(['16px "Inter"']);
    settle.get('16px "Inter"')!.ok();
    await Promise.all([first, again]);
    expect(done).toBe(true);
    await load(['Inter']);
    expect(loads).toHaveLength(1);
    expect(added).toHaveLength(2);
  });

  it('settles when a face cannot load, so the text still paints (in the generic family)', async () => {
    const { set, settle } = fakeSet();
    const load = createFontLoader(set);
    const both = load(['Lora', 'DejaVu Sans']);
    await Promise.resolve();
    settle.get('16px "Lora"')!.fail();
    settle.get('16px "DejaVu Sans"')!.ok();
    await expect(both).resolves.toBeUndefined();
    expect(webFontFamily('Lora')).toBe('"Lora", serif');
  });

  it('stops waiting for a face that neither loads nor fails, so a stalled network holds no spread back', async () => {
    const { set, loads } = fakeSet();
    const load = createFontLoader(set, 30);
    await expect(load(['Lora'])).resolves.toBeUndefined();
    expect(loads).toEqual(['16px "Lora"']);
  });

  it('does nothing where there is no FontFaceSet', async () => {
    await expect(createFontLoader(null)(['Inter'])).resolves.toBeUndefined();
  });

  it('finds the families a scene sets text in', () => {
    const doc = autoLayoutBook(samplePhotos(6), squareBook, { seed: 0 });
    const cover = sceneForSpread(doc, 0, { placeholders: true });
    const families = new Set<FontFamily>(
      cover.items.flatMap((i) => (i.kind === 'text' && i.text !== '' ? [i.font] : [])),
    );
    expect(families.size).toBeGreaterThan(0);
    expect(sceneFonts(cover).sort()).toEqual([...families].sort());
    expect(sceneFonts({ ...cover, items: cover.items.filter((i) => i.kind !== 'text') })).toEqual([]);
  });
});
