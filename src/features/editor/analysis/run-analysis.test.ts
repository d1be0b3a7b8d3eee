import { describe, expect, it } from 'vitest';
import { autoLayoutBook, type BookDocument, Editor, type PhotoRef } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { MERGE_EVERY, nextPhotoToAnalyse, runDraftAnalysis } from './run-analysis';

/** Twelve photos ten minutes apart, except photo 7 taken two seconds after photo 6 (a burst). */
function book(): BookDocument {
  const t0 = Date.UTC(2026, 6, 4, 9, 0, 0);
  const photos = Array.from({ length: 12 }, (_, i) => ({
    id: `photo-${String(i + 1).padStart(2, '0')}`,
    width: 4032,
    height: 3024,
    takenAt: new Date(t0 + (i === 6 ? 5 * 600_000 + 2000 : i * 600_000)).toISOString(),
  }));
  return autoLayoutBook(photos, squareBook);
}

/** A stand-in bitmap: the fake analyser reads the photo id from it. */
const fakeBitmap = (id: string) => ({ id, close() {} }) as unknown as ImageBitmap;

function harness(editor: Editor, visible: string[] = []) {
  const order: string[] = [];
  const suggested: ((doc: BookDocument) => BookDocument)[] = [];
  let busy = 0;
  let mostAtOnce = 0;
  const deps = {
    document: () => editor.document,
    visible: () => visible,
    image: async (photo: PhotoRef) => fakeBitmap(photo.id),
    analyse: async (image: ImageBitmap) => {
      const id = (image as unknown as { id: string }).id;
      busy += 1;
      mostAtOnce = Math.max(mostAtOnce, busy);
      order.push(id);
      await Promise.resolve();
      busy -= 1;
      const overall = id === 'photo-07' ? 0.9 : id === 'photo-06' ? 0.2 : 0.6;
      const hash = (Number(id.slice(6)) * 0x1f3d5b79).toString(16).padStart(16, '0').slice(-16);
      return { analysis: { hash, sharpness: overall, exposure: overall, overall } };
    },
    change: (update: (doc: BookDocument) => BookDocument) => editor.receive(update(editor.document)),
    suggest: (update: (doc: BookDocument) => BookDocument) => suggested.push(update),
    idle: () => Promise.resolve(),
    changed: () => Promise.resolve(),
  };
  /** The customer accepts the last tidy-up offered. */
  const accept = () => editor.receive(suggested.at(-1)!(editor.document));
  return { deps, order, suggested, accept, mostAtOnce: () => mostAtOnce };
}

describe('runDraftAnalysis', () => {
  it('analyses the spread on screen first, one photo at a time, then offers the refined draft', async () => {
    const editor = new Editor(book());
    const h = harness(editor, ['photo-09', 'photo-10']);
    const pagesBefore = JSON.stringify(editor.document.pages);
    const run = runDraftAnalysis({ ...h.deps, changed: async () => run.cancel() });
    await run.done;
    expect(h.order.slice(0, 2)).toEqual(['photo-09', 'photo-10']);
    expect(h.order).toHaveLength(12);
    expect(h.mostAtOnce()).toBe(1);
    expect(editor.document.photos.every((p) => p.analysis !== null)).toBe(true);
    // Nothing moved on its own: the refined draft is only offered.
    expect(JSON.stringify(editor.document.pages)).toBe(pagesBefore);
    expect(editor.document.draft?.leftOut['photo-06']).toBeUndefined();
    expect(h.suggested).toHaveLength(1);
    h.accept();
    expect(editor.document.draft?.leftOut['photo-06']).toEqual({ reason: 'burst', keptInstead: 'photo-07' });
    expect(editor.canUndo).toBe(false);
  });

  it('keeps an edit the customer made while the photos were analysed', async () => {
    const editor = new Editor(book());
    const h = harness(editor);
    const lastPage = editor.document.pages.at(-1)!;
    const deps = {
      ...h.deps,
      analyse: async (image: ImageBitmap) => {
        const result = await h.deps.analyse(image);
        if (h.order.length === 3)
          editor.apply({ type: 'setBackground', pageId: lastPage.id, color: '#203040' });
        return result;
      },
    };
    const run = runDraftAnalysis({ ...deps, changed: async () => run.cancel() });
    await run.done;
    expect(editor.document.pages.at(-1)!.background).toBe('#203040');
    expect(editor.canUndo).toBe(true);
    expect(editor.document.photos.every((p) => p.analysis !== null)).toBe(true);
  });

  it('stops when cancelled and merges nothing more', async () => {
    const editor = new Editor(book());
    const h = harness(editor);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const run = runDraftAnalysis({
      ...h.deps,
      idle: () => (++calls > 2 ? gate : Promise.resolve()),
    });
    await Promise.resolve();
    run.cancel();
    release();
    await run.done;
    expect(h.order.length).toBeLessThan(12);
    expect(h.order.length).toBeLessThan(MERGE_EVERY);
    expect(editor.document.photos.every((p) => p.analysis === null)).toBe(true);
    expect(editor.document.draft?.leftOut['photo-06']).toBeUndefined();
  });
});

describe('runDraftAnalysis after the first pass', () => {
  it('tries a photo whose rendition was missing again once the document changes, and refines again', async () => {
    const editor = new Editor(book());
    const h = harness(editor);
    let passes = 0;
    let missing = true;
    const run = runDraftAnalysis({
      ...h.deps,
      image: async (photo) => (photo.id === 'photo-07' && missing ? null : h.deps.image(photo)),
      changed: async () => {
        passes += 1;
        missing = false;
        if (passes === 2) run.cancel();
      },
    });
    await run.done;
    // photo-07 had no rendition on the first pass: it is analysed once, on the second.
    expect(h.order.filter((id) => id === 'photo-07')).toHaveLength(1);
    expect(editor.document.photos.every((p) => p.analysis !== null)).toBe(true);
    // Each pass that analysed photos offers the tidy-up again, with what it knows by then.
    expect(h.suggested).toHaveLength(2);
    h.accept();
    expect(editor.document.draft?.leftOut['photo-06']).toEqual({ reason: 'burst', keptInstead: 'photo-07' });
  });

  it('rests between passes: an edit does not start another pass over the missing photos', async () => {
    const editor = new Editor(book());
    const h = harness(editor);
    let rested: () => void = () => {};
    let changes = 0;
    let tries = 0;
    const run = runDraftAnalysis({
      ...h.deps,
      image: async (photo) => {
        if (photo.id !== 'photo-07') return h.deps.image(photo);
        tries += 1;
        return null;
      },
      rest: () => new Promise<void>((resolve) => (rested = resolve)),
      changed: async () => {
        changes += 1;
        if (changes === 2) run.cancel();
      },
    });
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    // The first pass tried photo-07 once; edits meanwhile change nothing until the rest is over.
    expect(tries).toBe(1);
    expect(changes).toBe(0);
    rested();
    await settle();
    rested();
    await run.done;
    expect(tries).toBe(2);
  });
});

describe('nextPhotoToAnalyse', () => {
  it('skips analysed and tried photos and answers null when none are left', () => {
    const doc = book();
    const tried = new Set(doc.photos.slice(1).map((p) => p.id));
    expect(nextPhotoToAnalyse(doc, [], tried)?.id).toBe('photo-01');
    tried.add('photo-01');
    expect(nextPhotoToAnalyse(doc, [], tried)).toBeNull();
  });
});
