import type { BookDocument, PhotoRef } from '../../../../render-core';
import { type AnalysisResult, mergeAnalysis, refineDraft } from '../../../../render-core/layout/refine';
import type { PhotoAnalysisResult } from '../../../../workers/analysis-api';

export interface DraftAnalysisDeps {
  /** The open document as it is now (the customer may have edited it since the last photo). */
  document(): BookDocument | null;
  /** Photo ids on the spread on screen: analysed before the rest. */
  visible(): readonly string[];
  /** The photo's screen rendition, small enough to analyse; null when it cannot be had. */
  image(photo: PhotoRef): Promise<ImageBitmap | null>;
  /** Analyses a bitmap (and takes it over). */
  analyse(image: ImageBitmap): Promise<PhotoAnalysisResult>;
  /** Changes the open document off the undo history; the change is applied to the newest document. */
  change(update: (doc: BookDocument) => BookDocument): void;
  /**
   * Offers a change that would move pages (the refined draft) for the customer to accept: it is
   * never applied unasked.
   */
  suggest(update: (doc: BookDocument) => BookDocument): void;
  /** Resolves when the page has a quiet moment for the next photo. */
  idle(): Promise<void>;
  /** Resolves on the document's next change (photos added, a newer copy taken in). */
  changed(): Promise<void>;
  /**
   * Resolves when another pass may start after the last one. Every edit changes the document: a
   * photo whose copy is not on the device or the server yet is tried again after this pause, not
   * at every edit. None: at once.
   */
  rest?(): Promise<void>;
}

export interface DraftAnalysisRun {
  cancel(): void;
  /** Settles when every photo has been tried and the draft refined, or the run was cancelled. */
  done: Promise<void>;
}

/** Results go into the document in small batches: each merge re-renders the editor once. */
export const MERGE_EVERY = 8;

/** The next photo to analyse: one on screen first, then in the order the book shows them. */
export function nextPhotoToAnalyse(
  doc: BookDocument,
  visible: readonly string[],
  tried: ReadonlySet<string>,
): PhotoRef | null {
  const waiting = new Map(
    doc.photos.filter((p) => p.analysis === null && !tried.has(p.id)).map((p) => [p.id, p]),
  );
  if (waiting.size === 0) return null;
  for (const id of visible) {
    const photo = waiting.get(id);
    if (photo) return photo;
  }
  for (const page of doc.cover ? [doc.cover, ...doc.pages] : doc.pages) {
    for (const frame of page.frames) {
      const photo = frame.kind === 'photo' && frame.photoId ? waiting.get(frame.photoId) : undefined;
      if (photo) return photo;
    }
  }
  return waiting.values().next().value ?? null;
}

/**
 * Analyses the open book's photos one at a time, each in a quiet moment, and merges the results
 * into the document as they come (no undo step, nothing the customer did is undone: each merge is
 * applied to the document as it is then; it moves no photo on screen: a frame off screen whose
 * automatic crop cut a face is cropped again around it, see mergeAnalysis). When every photo has been tried, the
 * refined draft (bursts collapsed, surplus left out, on the pages the customer has not edited) is
 * offered, never applied: it would move pages under the customer's finger. Then it waits for the
 * document to change: photos added later (or one whose rendition was not ready) get their turn.
 */
export function runDraftAnalysis(deps: DraftAnalysisDeps): DraftAnalysisRun {
  let cancelled = false;
  let pending: AnalysisResult[] = [];
  const merge = () => {
    if (pending.length === 0 || cancelled) return;
    const results = pending;
    pending = [];
    // Faces found for photos off screen re-crop their automatic frames; the spread on screen holds still.
    const hold = deps.visible();
    deps.change((doc) => mergeAnalysis(doc, results, hold));
  };

  /** One pass over the photos not analysed yet; answers how many it analysed. */
  const pass = async (): Promise<number> => {
    const tried = new Set<string>();
    let analysed = 0;
    while (!cancelled) {
      await deps.idle();
      const doc = cancelled ? null : deps.document();
      if (!doc) return analysed;
      const visible = deps.visible();
      const photo = nextPhotoToAnalyse(doc, visible, tried);
      if (!photo) break;
      tried.add(photo.id);
      try {
        const image = await deps.image(photo);
        if (!image) continue;
        if (cancelled) {
          image.close();
          return analysed;
        }
        const { analysis, faces } = await deps.analyse(image);
        pending.push({ photoId: photo.id, analysis, ...(faces ? { faces } : {}) });
        analysed += 1;
      } catch (error) {
        // One unreadable photo keeps its middling default; the others go on.
        console.warn(`photo ${photo.id} could not be analysed:`, error);
      }
      if (pending.length >= MERGE_EVERY || visible.includes(photo.id)) merge();
    }
    merge();
    return analysed;
  };

  const done = (async () => {
    let first = true;
    while (!cancelled) {
      const analysed = await pass();
      if (cancelled || !deps.document()) return;
      if (analysed > 0 || first) deps.suggest((doc) => refineDraft(doc));
      first = false;
      await deps.rest?.();
      if (cancelled) return;
      await deps.changed();
    }
  })();

  return {
    cancel() {
      cancelled = true;
    },
    done,
  };
}
