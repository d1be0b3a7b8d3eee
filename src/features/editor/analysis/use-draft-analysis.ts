import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { PhotoRef } from '../../../../render-core';
import { ANALYSIS_EDGE } from '../../../../render-core/analysis';
import { releaseSharedAnalysisClient, sharedAnalysisClient } from '../../../../workers/analysis-client';
import { photoCache } from '../../../photos/photos';
import { afterFirstSpread } from '../canvas/first-spread';
import { loadedBitmap, onPhotoReady, photoBitmap } from '../canvas/photo-bitmaps';
import { whenInputQuiet } from '../../../ui/input-quiet';
import { pagesOfSpread } from '../modals/find';
import { runDraftAnalysis } from './run-analysis';
import { dismissTidy, offerTidy } from './tidy';
import { useEditorSession } from '../state/editor-context';
import type { EditorSession } from '../state/session';

/** The pause between two passes over photos that could not be had yet (see runDraftAnalysis's rest). */
const RETRY_PASS_MS = 5000;

/**
 * How long the analysis waits through a stream of input before its next photo anyway. One photo's
 * faces took the analysis worker up to 1.5 s of a core here; on a 250-photo book they landed inside
 * the edits' frames every 4 s (the other background work's limit) while the customer kept editing.
 * Nothing waits for the analysis (it only offers), so it waits for the customer.
 */
const ANALYSIS_LONGEST_WAIT_MS = 30_000;

/**
 * A pause in the customer's input, then a quiet moment of the main thread; at the latest after a
 * second, so a busy page still gets there.
 */
async function idle(): Promise<void> {
  await whenInputQuiet(undefined, ANALYSIS_LONGEST_WAIT_MS);
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * The photo's screen rendition shrunk to the analysis size: the bitmap the canvas already holds,
 * else the device's rendition, else the server's (through the canvas' loader).
 */
async function analysisImage(photo: PhotoRef): Promise<ImageBitmap | null> {
  const source =
    loadedBitmap(photo.id) ??
    (await photoCache.rendition(photo.id, 'screen').catch(() => undefined)) ??
    (await photoBitmap(photo.id));
  if (!source) return null;
  const landscape = photo.width >= photo.height;
  return createImageBitmap(source, {
    ...(landscape ? { resizeWidth: ANALYSIS_EDGE } : { resizeHeight: ANALYSIS_EDGE }),
    resizeQuality: 'medium',
  });
}

function visiblePhotoIds(session: EditorSession): string[] {
  const doc = session.document;
  if (!doc) return [];
  return pagesOfSpread(doc, session.ui.spread).flatMap(({ page }) =>
    page.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])),
  );
}

/**
 * Analyses the open design's photos in the background once its first spread has painted, and
 * offers the refined draft with the results (issues 17 and 25: offered, never applied unasked).
 * Stops when the editor closes.
 */
export function useDraftAnalysis(): void {
  // The tray's reasons load with the editor, so opening the tray never waits on them.
  useTranslation('draft');
  const session = useEditorSession();
  const { status, printId } = useSnapshot(session.ui);
  useEffect(() => releaseSharedAnalysisClient, []);
  useEffect(() => {
    if (status !== 'ready' || !printId) return;
    let stopped = false;
    let stop = () => {};
    let cancelWaiting = () => {};
    void (async () => {
      await afterFirstSpread();
      if (stopped) return;
      // The worker is the People screen's too: it stays up after the analysis, till the editor closes.
      const client = await sharedAnalysisClient();
      if (stopped) return;
      const run = runDraftAnalysis({
        document: () => session.document,
        visible: () => visiblePhotoIds(session),
        image: analysisImage,
        analyse: (image) => client.analyse(image),
        change: (change) => {
          session.refine(change, 'auto');
        },
        suggest: (change) => offerTidy(session, change),
        idle,
        rest: () => new Promise((resolve) => setTimeout(resolve, RETRY_PASS_MS)),
        changed: () =>
          new Promise<void>((resolve) => {
            // Another pass only when there may be more to analyse: the book's photos changed
            // (photos added, a newer copy taken in) or a photo reached this tab. An edit that moves
            // a crop does neither, and a pass reads every photo not analysed yet from the library.
            const photos = session.document?.photos;
            const stopPhotos = onPhotoReady(() => done());
            const stopVersion = subscribeKey(session.ui, 'version', () => {
              if (session.document?.photos !== photos) done();
            });
            const done = () => {
              stopPhotos();
              stopVersion();
              resolve();
            };
            cancelWaiting = done;
          }),
      });
      stop = () => {
        run.cancel();
        cancelWaiting();
      };
    })();
    return () => {
      stopped = true;
      stop();
      dismissTidy(session);
    };
  }, [session, status, printId]);
}
