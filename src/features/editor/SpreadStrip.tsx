import { useDrag } from '@use-gesture/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type BookDocument, sceneForSpread, spreadCount } from '../../../render-core';
import { warmThumbnails } from './canvas/photo-bitmaps';
import { StripPeople, useSpreadPeople } from './collab-view/StripPeople';
import { spreadGeometry } from './canvas/spread-geometry';
import './canvas/strip.css';
import { renderClient } from './render-client';
import { useEditorSession } from './state/editor-context';

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

/** Near either end of the strip while dragging, it scrolls by this much per move. */
const EDGE_PX = 40;
const EDGE_STEP_PX = 14;

/**
 * The spreads as thumbnails painted by the render worker; only changed spreads are painted again.
 * A tap shows a spread; dragging a thumbnail (or Alt+arrow on it) moves its pages elsewhere in the
 * book. A calendar's months keep their order, and the cover its place.
 */
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
  const session = useEditorSession();
  const { t: tc } = useTranslation('editor-canvas');
  const list = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // True from the end of a real drag until its click: only that click is swallowed. use-gesture's
  // own click filter also swallowed a quick touch tap (20-120 ms), which ends before its
  // scroll-prevention delay starts the gesture, so a tap never reached onPick.
  const dragged = useRef(false);
  const focusAfterMove = useRef<number | null>(null);
  const canvases = useRef(new Map<number, HTMLCanvasElement>());
  const painted = useRef(new Map<number, unknown[]>());
  const count = spreadCount(doc);
  // Handlers read the newest document from here, so the thumbnails need not be rebuilt per edit.
  const latest = useRef(doc);
  latest.current = doc;
  const hasCover = doc.cover !== null;
  // Where the others in the design are (issue 27): a dot on their spread's thumbnail.
  const here = useSpreadPeople(doc);

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

  // The current thumbnail comes into view by scrolling the strip sideways, never the page: after a
  // pick, a swipe on the canvas, an undo that lands elsewhere, or a move.
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: a moved spread's thumbnail keeps the focus.
  useEffect(() => {
    const index = focusAfterMove.current;
    if (index === null) return;
    focusAfterMove.current = null;
    list.current?.querySelectorAll('button')[index]?.focus();
  }, [doc]);

  const label = (i: number) =>
    i === 0 && hasCover ? t('strip.cover') : t('strip.spread', { n: hasCover ? i : i + 1 });
  const firstMovable = hasCover ? 1 : 0;
  // Calendar pages are months in order (render-core refuses to reorder them too).
  const reorderable = doc.kind !== 'calendar' && count - firstMovable > 1;
  const movable = (i: number) => reorderable && i >= firstMovable;

  /** Moves spread `from` so that it stands before spread `to` (after the last one for `count`). */
  const move = async (from: number, to: number) => {
    const doc = latest.current;
    const pageIds = spreadGeometry(doc, from).pages.map((p) => p.pageId);
    const before = to < count ? (spreadGeometry(doc, to).pages[0]?.pageId ?? null) : null;
    if (!(await session.edit({ type: 'movePages', pageIds, before }))) return null;
    session.showPage(pageIds[0]!);
    const index = session.ui.spread;
    setAnnouncement(tc('strip.moved', { n: doc.cover ? index : index + 1 }));
    return index;
  };

  /** Where a thumbnail dropped at `clientX` goes: before the thumbnail whose middle is right of it. */
  const dropIndex = (clientX: number) => {
    const items = Array.from(list.current?.children ?? []);
    for (let j = firstMovable; j < items.length; j++) {
      const r = items[j]!.getBoundingClientRect();
      if (clientX < r.left + r.width / 2) return j;
    }
    return items.length;
  };

  const bind = useDrag(
    ({ args: [from], tap, last, canceled, xy: [x] }) => {
      const i = from as number;
      if (tap || !movable(i)) return;
      if (last) dragged.current = true;
      if (canceled) {
        setDrag(null);
        return;
      }
      const strip = list.current;
      if (strip && !last) {
        const box = strip.getBoundingClientRect();
        if (x < box.left + EDGE_PX) strip.scrollLeft -= EDGE_STEP_PX;
        else if (x > box.right - EDGE_PX) strip.scrollLeft += EDGE_STEP_PX;
      }
      const to = dropIndex(x);
      if (!last) {
        setDrag({ from: i, to });
        return;
      }
      setDrag(null);
      if (to !== i && to !== i + 1) void move(i, to);
    },
    // A finger moving along the strip scrolls it; holding a thumbnail (or moving it up or down
    // first) picks it up. The mouse picks it up at once. Arrow keys are ours (Alt+arrow).
    { filterTaps: true, preventScrollAxis: 'x', pointer: { keys: false } },
  );

  const onKey = (i: number) => async (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!e.altKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || !movable(i)) return;
    e.preventDefault();
    e.stopPropagation();
    const back = e.key === 'ArrowLeft';
    if (back && i === firstMovable) setAnnouncement(tc('strip.atStart'));
    else if (!back && i === count - 1) setAnnouncement(tc('strip.atEnd'));
    else {
      // Set before the move: the strip renders the moved document before the edit's promise settles.
      focusAfterMove.current = back ? i - 1 : i + 1;
      if ((await move(i, back ? i - 1 : i + 2)) === null) focusAfterMove.current = null;
    }
  };

  /** The drag handlers, with our click filter in place of use-gesture's (see `dragged`). */
  const dragHandlers = (i: number) => {
    const {
      onClickCapture: _,
      onPointerDown,
      ...rest
    } = bind(i) as ReturnType<typeof bind> & {
      onClickCapture?: unknown;
      onPointerDown?: (e: PointerEvent<HTMLButtonElement>) => void;
    };
    return {
      ...rest,
      onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
        dragged.current = false;
        onPointerDown?.(e);
      },
      onClickCapture: (e: MouseEvent<HTMLButtonElement>) => {
        if (!dragged.current) return;
        dragged.current = false;
        e.preventDefault();
        e.stopPropagation();
      },
    };
  };

  const dropMark = (i: number) => {
    if (!drag || drag.to === drag.from || drag.to === drag.from + 1) return '';
    if (drag.to === i) return ' drop-before';
    return drag.to === count && i === count - 1 ? ' drop-after' : '';
  };

  // The thumbnails depend on the spreads' count, the current one and a drag, not on the document's
  // content (painted into their canvases above): an edit re-renders none of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read the newest document through `latest`.
  const items = useMemo(
    () =>
      Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a spread is its position.
        <li key={i} className={`${drag?.from === i ? 'is-dragging' : ''}${dropMark(i)}`}>
          <button
            type="button"
            aria-current={i === current ? 'page' : undefined}
            aria-describedby={movable(i) ? 'strip-reorder-hint' : undefined}
            className={movable(i) ? 'movable' : undefined}
            onClick={() => onPick(i)}
            onKeyDown={onKey(i)}
            onContextMenu={movable(i) ? (e) => e.preventDefault() : undefined}
            {...(movable(i) ? dragHandlers(i) : {})}
          >
            <canvas
              ref={(el) => {
                if (el) canvases.current.set(i, el);
                else canvases.current.delete(i);
              }}
            />
            <span>{label(i)}</span>
            <StripPeople people={here.at(i)} />
          </button>
        </li>
      )),
    [count, current, drag, hasCover, reorderable, t, tc, here.key],
  );

  return (
    <nav className="spread-strip" aria-label={t('strip.label')}>
      <ol ref={list}>{items}</ol>
      {movable(current) && (
        // The single-tap way to reorder (WCAG 2.2 2.5.7): dragging is not the only one.
        <div className="strip-move">
          <button
            type="button"
            disabled={current === firstMovable}
            onClick={() => void move(current, current - 1)}
          >
            {tc('strip.moveEarlier')}
          </button>
          <button
            type="button"
            disabled={current === count - 1}
            onClick={() => void move(current, current + 2)}
          >
            {tc('strip.moveLater')}
          </button>
        </div>
      )}
      {reorderable && (
        <p id="strip-reorder-hint" className="visually-hidden">
          {tc('strip.reorderHint')}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </nav>
  );
}
