import { useEffect, useRef, useState } from 'react';
import {
  type BookDocument,
  defaultThemeId,
  type ProductSpec,
  sceneForSpread,
  spreadCount,
  themeById,
} from '../../../render-core';
import { createRenderClient, type RenderClient } from '../../../workers/render-client';
import { photoRefOf } from '../../photos/intake';
import type { LocalPhoto } from '../../photos/types';
import { knownPlace, knownPlacesKey, titleLocale } from '../../places/place-names';
import { usePlaceLookup } from '../../places/use-place-lookup';

/** Spreads painted for the preview; the editor shows the rest. */
const PREVIEW_SPREADS = 6;
const PREVIEW_WIDTH = 480;
/** The painter gets small copies: a preview spread is 480 px wide, a photo on it far less. */
const PAINT_IMAGE_WIDTH = 240;
const REPAINT_DELAY_MS = 250;

export interface LayoutPreview {
  document: BookDocument | null;
  spreads: ImageBitmap[];
  totalSpreads: number;
  /** The document holds every photo picked so far (not only the first ones read). */
  complete: boolean;
}

/** The photo ids on spread `index`, in drawing order. */
export function photosOfSpread(doc: BookDocument, index: number): string[] {
  return sceneForSpread(doc, index).items.flatMap((i) => (i.kind === 'image' ? [i.photoId] : []));
}

const markFirstSpread = () => {
  if (performance.getEntriesByName('bindery:uploader-first-spread').length === 0)
    performance.mark('bindery:uploader-first-spread');
};

/**
 * Photos whose headers are enough for a first layout: the book's first spread is drawn from these
 * while the rest are read, then the whole book is laid out again once every header is in.
 */
export const FIRST_LAYOUT_PHOTOS = 8;

/** When to lay the book out (again): at the first headers, then once all are read. */
export function layoutDue(
  laidOut: { count: number; complete: boolean } | null,
  photos: number,
  expected: number,
  settled: boolean,
): 'first' | 'complete' | null {
  if (photos === 0) return null;
  if (settled) return laidOut?.complete && laidOut.count === photos ? null : 'complete';
  if (!laidOut && photos >= Math.min(FIRST_LAYOUT_PHOTOS, expected)) return 'first';
  return null;
}

interface LayoutOptions {
  settled: boolean;
  /** Photos there will be once every picked header is read (for the first layout's size). */
  expected: number;
  previews: number;
  previewOf(photoId: string): Promise<Blob | undefined>;
  /** How good the picture there is of a photo: 0 none, higher better. */
  previewLevel(photoId: string): number;
  /** A better picture of the photo is being made. */
  pictureComing?(photoId: string): boolean;
  onShown?(photoIdsBySpread: string[][]): void;
}

interface PassState {
  running: boolean;
  again: boolean;
  alive: boolean;
  timer?: ReturnType<typeof setTimeout>;
  /** When the scheduled pass starts (Date.now()). */
  due?: number;
}

/** What one layout hook keeps between passes (refs' contents). */
interface LayoutState {
  latest: { photos: readonly LocalPhoto[]; spec: ProductSpec | null; options: LayoutOptions };
  pass: PassState;
  client: Promise<RenderClient> | null;
  /** The first spread has been painted with a picture of each of its photos. */
  firstDrawn: boolean;
  /** Photos the painter has a picture of, and how good it was (see previewLevel). */
  painted: Map<string, number>;
  laidOut: { ids: string; count: number; complete: boolean; document: BookDocument } | null;
  /** Each spread's last painting, and what it was painted from (the document, its pictures). */
  spreadsPainted: { document: BookDocument; pictures: string; bitmap: ImageBitmap }[];
  setPreview: (next: LayoutPreview | ((p: LayoutPreview) => LayoutPreview)) => void;
}

/** Lays the book out when due (or when places were named since): answers the document to paint. */
async function layOutIfDue(state: LayoutState, render: RenderClient, due: 'first' | 'complete' | null) {
  const { photos: all, spec: product, options: o } = state.latest;
  // Places named since the last layout lay the book out again, its titles named.
  const ids = `${all.map((p) => p.id).join(',')}|${knownPlacesKey(all)}`;
  const held = state.laidOut;
  if (!due && held && !(held.complete && held.ids !== ids)) return held.document;
  const refs = all.map((p) => ({ ...photoRefOf(p), place: knownPlace(p) }));
  const document = await render.autoLayout(refs, product!, { locale: titleLocale() });
  state.laidOut = { ids, count: all.length, complete: due === 'complete' || o.settled, document };
  return document;
}

/**
 * What a pass does after a spread while the first spread does not show all its photos yet: when a
 * better picture of one of them has come, it stops and the next pass paints the first spread at
 * once ('again'); while one is still being made, it stops there ('wait'), so the painter is free
 * when the picture comes; else it paints the spreads after it ('on').
 */
export function afterSpread(
  firstSpread: readonly string[],
  painted: ReadonlyMap<string, number>,
  options: Pick<LayoutOptions, 'previewLevel' | 'pictureComing'>,
): 'again' | 'wait' | 'on' {
  if (firstSpread.some((id) => options.previewLevel(id) > (painted.get(id) ?? 0))) return 'again';
  if (firstSpread.some((id) => !painted.has(id) && options.pictureComing?.(id))) return 'wait';
  return 'on';
}

/** Paints spread `index`, or answers its last painting when nothing it shows has changed since. */
async function paintSpread(
  state: LayoutState,
  render: RenderClient,
  document: BookDocument,
  index: number,
  photoIds: readonly string[],
): Promise<ImageBitmap> {
  const pictures = photoIds.map((id) => state.painted.get(id) ?? 0).join(',');
  const last = state.spreadsPainted[index];
  if (last?.document === document && last.pictures === pictures) return last.bitmap;
  const bitmap = await render.paint(sceneForSpread(document, index, { placeholders: true }), PREVIEW_WIDTH);
  state.spreadsPainted[index] = { document, pictures, bitmap };
  return bitmap;
}

/** Gives the painter a better picture of each photo on a spread, where there is one. */
async function paintPictures(state: LayoutState, render: RenderClient, photoIds: readonly string[]) {
  const o = state.latest.options;
  for (const id of photoIds) {
    const level = o.previewLevel(id);
    if (level === 0 || (state.painted.get(id) ?? 0) >= level) continue;
    const blob = await o.previewOf(id);
    if (!blob) continue;
    // Decoded in the painter's worker: the page's thread is busy with the photos coming in.
    if (!(await render.setPicture(id, blob, PAINT_IMAGE_WIDTH))) continue;
    state.painted.set(id, level);
  }
}

/** One pass: lay out if due, then paint the first spreads with the pictures there are. */
async function paintPass(state: LayoutState) {
  const { photos: all, spec: product, options: o } = state.latest;
  if (!product || all.length === 0) return;
  const due = layoutDue(state.laidOut, all.length, o.expected, o.settled);
  if (!state.laidOut && !due) return;
  state.client ??= createRenderClient();
  const render = await state.client;
  const document = await layOutIfDue(state, render, due);
  if (!state.pass.alive) return;
  const complete = state.laidOut?.complete ?? false;
  const total = spreadCount(document);
  // The book is there (and may be opened) before its spreads are painted again.
  if (due) state.setPreview((p) => ({ ...p, document, totalSpreads: total, complete }));
  const shown = Math.min(total, PREVIEW_SPREADS);
  const bySpread = Array.from({ length: shown }, (_, i) => photosOfSpread(document, i));
  o.onShown?.(bySpread);
  const spreads: ImageBitmap[] = [];
  for (let i = 0; i < shown; i++) {
    await paintPictures(state, render, bySpread[i] ?? []);
    // The first spread, once shown in grey, is painted again when each of its photos has a
    // picture, not once per picture (the painter's time goes to the next picture meanwhile).
    const waiting = i === 0 && !state.firstDrawn && state.spreadsPainted[0]?.document === document;
    if (waiting && afterSpread(bySpread[0] ?? [], state.painted, state.latest.options) === 'wait') return;
    spreads.push(await paintSpread(state, render, document, i, bySpread[i] ?? []));
    if (!state.pass.alive) return;
    // The first spread shows as soon as it is painted; the others join it when all are.
    if (i === 0 || i === shown - 1)
      state.setPreview({ document, spreads: [...spreads], totalSpreads: total, complete });
    // The first spread counts as drawn once every photo on it shows a picture.
    if (i === 0 && (bySpread[0] ?? []).every((id) => state.painted.has(id))) {
      state.firstDrawn = true;
      markFirstSpread();
    }
    // Until the first spread shows its photos, their pictures go before the spreads after it.
    if (!state.firstDrawn) {
      const next = afterSpread(bySpread[0] ?? [], state.painted, state.latest.options);
      if (next === 'again') state.pass.again = true;
      if (next !== 'on') return;
    }
  }
}

/** Starts a pass after `delay` ms, unless one is due sooner; news during a pass runs one more. */
function schedulePass(state: LayoutState, delay: number) {
  const p = state.pass;
  if (p.running) {
    p.again = true;
    return;
  }
  // A throttle, not a debounce: headers arrive every frame, and must not hold a repaint back.
  if (p.timer !== undefined && (p.due ?? 0) <= Date.now() + delay) return;
  clearTimeout(p.timer);
  p.due = Date.now() + delay;
  p.timer = setTimeout(async () => {
    p.timer = undefined;
    p.running = true;
    try {
      await paintPass(state);
    } catch (err: unknown) {
      console.warn('the layout preview failed', err);
    } finally {
      p.running = false;
    }
    if (p.again && p.alive) {
      p.again = false;
      const { photos: all, options: o } = state.latest;
      schedulePass(state, layoutDue(state.laidOut, all.length, o.expected, o.settled) ? 0 : REPAINT_DELAY_MS);
    }
  }, delay);
}

/**
 * Lays the book out in the render worker from the first photos' headers (so its first spread shows
 * at once), again once every picked photo's header is read (`settled`), and again when photos are
 * added; then paints the first spreads from the best pictures there are so far (`previewOf`),
 * spread by spread, repainting as better ones come (`previews` bumps). `onShown` hears which
 * photos each painted spread holds, so theirs can be made first. One pass runs at a time: news
 * that comes during a pass (more headers, better pictures) is taken by the next, never by
 * cancelling the spread being painted.
 */
export function useLayout(
  photos: readonly LocalPhoto[],
  spec: ProductSpec | null,
  options: LayoutOptions,
): LayoutPreview {
  const [preview, setPreview] = useState<LayoutPreview>({
    document: null,
    spreads: [],
    totalSpreads: 0,
    complete: false,
  });
  const state = useRef<LayoutState | null>(null);
  state.current ??= {
    latest: { photos, spec, options },
    pass: { running: false, again: false, alive: true },
    client: null,
    firstDrawn: false,
    painted: new Map(),
    laidOut: null,
    spreadsPainted: [],
    setPreview,
  };
  const s = state.current;
  s.latest = { photos, spec, options };

  useEffect(() => {
    const p = s.pass;
    p.alive = true;
    // The painter starts while the customer picks, so the first spread does not wait for it, nor
    // for the faces of its title (the book is laid out in the default theme).
    s.client ??= createRenderClient();
    const { titleFont, bodyFont } = themeById(defaultThemeId);
    void s.client.then((c) => c.warmFonts([titleFont, bodyFont])).catch(() => undefined);
    return () => {
      p.alive = false;
      clearTimeout(p.timer);
      void s.client?.then((c) => c.dispose());
      s.client = null;
      // A new painter has none of the pictures.
      s.painted.clear();
      s.spreadsPainted = [];
    };
  }, [s]);

  const named = usePlaceLookup(photos, options.settled);
  const ids = `${photos.map((p) => p.id).join(',')}|${named}`;
  const due = spec ? layoutDue(s.laidOut, photos.length, options.expected, options.settled) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: these say a pass may show more; the pass reads them from `state`.
  useEffect(() => {
    // A layout that is due goes at once, and so does the first spread's picture; more pictures are
    // gathered for a moment and painted together.
    schedulePass(s, due || !s.firstDrawn ? 0 : REPAINT_DELAY_MS);
  }, [ids, spec, due, options.previews, s]);

  return preview;
}
