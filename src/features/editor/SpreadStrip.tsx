import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookDocument, sceneForSpread, spreadCount } from '../../../render-core';
import { warmThumbnails } from './canvas/photo-bitmaps';
import { renderClient } from './state/controller';

const THUMB_WIDTH = 150;

/** What a spread's thumbnail depends on: immer keeps unchanged pages the same objects. */
function spreadKey(doc: BookDocument, index: number): unknown[] {
  const pages =
    index === 0 && doc.cover
      ? [doc.cover]
      : doc.pages.slice(doc.cover ? 2 * index - 2 : 2 * index, (doc.cover ? 2 * index - 2 : 2 * index) + 2);
  return [doc.theme, doc.photos, doc.calendar, ...pages];
}

const sameKey = (a: unknown[] | undefined, b: unknown[]) =>
  !!a && a.length === b.length && a.every((x, i) => x === b[i]);

/** The spreads as thumbnails painted by the render worker; only changed spreads are painted again. */
export function SpreadStrip({
  document: doc,
  current,
  onPick,
  photosReady,
}: {
  document: BookDocument;
  current: number;
  onPick: (index: number) => void;
  /** Bumps when photos reach the worker, so thumbnails show them. */
  photosReady: number;
}) {
  const { t } = useTranslation('editor');
  const canvases = useRef(new Map<number, HTMLCanvasElement>());
  const painted = useRef(new Map<number, unknown[]>());
  const count = spreadCount(doc);

  // Every photo of the book reaches the worker, not only those of the spreads shown so far.
  useEffect(() => warmThumbnails(doc.photos.map((p) => p.id)), [doc.photos]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new photos make every thumbnail stale.
  useEffect(() => {
    painted.current.clear();
  }, [photosReady]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: photosReady repaints once photos arrive.
  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const client = await renderClient();
      for (let i = 0; i < count && live; i++) {
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
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [doc, count, photosReady]);

  // The current thumbnail comes into view by scrolling the strip sideways, never the page.
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
  }, [current]);

  return (
    <nav className="spread-strip" aria-label={t('strip.label')}>
      <ol>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a spread is its position.
          <li key={i}>
            <button type="button" aria-current={i === current ? 'page' : undefined} onClick={() => onPick(i)}>
              <canvas
                ref={(el) => {
                  if (el) canvases.current.set(i, el);
                  else canvases.current.delete(i);
                }}
              />
              <span>
                {i === 0 && doc.cover ? t('strip.cover') : t('strip.spread', { n: doc.cover ? i : i + 1 })}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
