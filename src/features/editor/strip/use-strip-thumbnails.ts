import { type RefObject, useEffect, useRef } from 'react';
import { type BookDocument, type Editor, sceneForSpread, spreadCount } from '../../../../render-core';
import { warmThumbnails } from '../canvas/photo-bitmaps';
import { whenInputQuiet } from '../../../ui/input-quiet';
import { renderClient } from '../render-client';
import { useDocumentSelector } from '../state/editor-context';
import { sameKey, spreadKey } from './strip-logic';

const THUMB_WIDTH = 150;

const photosOf = (doc: BookDocument) => doc.photos;

/**
 * The strip's thumbnails, painted by the render worker into the canvases registered in the map
 * returned; only spreads whose pages changed are painted again (see `spreadKey`), in a pause of the
 * customer's input. It follows the editor's changes itself, so an edit renders no React component
 * for the strip.
 */
export function useStripThumbnails(
  editor: Editor | null,
  count: number,
  photosReady: number,
): RefObject<Map<number, HTMLCanvasElement>> {
  const canvases = useRef(new Map<number, HTMLCanvasElement>());
  const painted = useRef(new Map<number, unknown[]>());
  const photos = useDocumentSelector(photosOf);

  // Every photo of the book reaches the worker, not only those of the spreads shown so far.
  useEffect(() => (photos ? warmThumbnails(photos.map((p) => p.id)) : undefined), [photos]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new photos make every thumbnail stale.
  useEffect(() => {
    painted.current.clear();
  }, [photosReady]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: photosReady repaints once photos arrive.
  useEffect(() => {
    if (!editor) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Bumped by every change: a pass that waited through a newer one leaves the painting to it. */
    let generation = 0;
    let painting = false;
    let again = false;
    const paintChanged = async () => {
      const client = await renderClient();
      for (let i = 0; i < count && live; i++) {
        const doc = editor.document;
        if (i >= spreadCount(doc)) break;
        const key = spreadKey(doc, i);
        if (sameKey(painted.current.get(i), key)) continue;
        try {
          const bitmap = await client.paint(sceneForSpread(doc, i, { placeholders: true }), THUMB_WIDTH);
          const canvas = canvases.current.get(i);
          if (!live || !canvas) continue;
          canvas.width = bitmap.width;
          canvas.height = bitmap.height;
          canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
          bitmap.close();
          canvas.dataset.painted = 'true';
          painted.current.set(i, key);
        } catch {
          // The worker's document may be a step ahead; the next change paints it again.
        }
      }
    };
    /** One pass at a time; a change during a pass makes another once it ends. */
    const pass = async () => {
      if (painting) {
        again = true;
        return;
      }
      painting = true;
      const mine = generation;
      try {
        // Between edits, not inside them: a nudge's thumbnail follows once the customer pauses, and
        // a stream of edits paints nothing until it stops.
        await whenInputQuiet();
        if (live && mine === generation) await paintChanged();
      } finally {
        painting = false;
        if (again && live) {
          again = false;
          void pass();
        }
      }
    };
    const schedule = () => {
      generation += 1;
      clearTimeout(timer);
      timer = setTimeout(() => void pass(), 120);
    };
    schedule();
    const stop = editor.subscribe(schedule);
    return () => {
      live = false;
      stop();
      clearTimeout(timer);
    };
  }, [editor, count, photosReady]);

  return canvases;
}

/**
 * The current thumbnail comes into view by scrolling the strip sideways, never the page: after a
 * pick, a swipe on the canvas, an undo that lands elsewhere, or a move.
 */
export function useCurrentInView(
  canvases: RefObject<Map<number, HTMLCanvasElement>>,
  current: number,
  count: number,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the strip's length changes where thumbnails stand.
  useEffect(() => {
    const item = canvases.current.get(current)?.closest('li');
    let scroller = item?.parentElement ?? null;
    while (scroller && scroller.scrollWidth <= scroller.clientWidth) {
      if (scroller.classList.contains('spread-strip')) return;
      scroller = scroller.parentElement;
    }
    if (!item || !scroller) return;
    const box = scroller.getBoundingClientRect();
    const at = item.getBoundingClientRect();
    if (at.left < box.left) scroller.scrollLeft -= box.left - at.left;
    else if (at.right > box.right) scroller.scrollLeft += at.right - box.right;
  }, [current, count]);
}
