import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BookDocument, spreadCount } from '../../../render-core';
import { useDocumentSelector, useEditor, useEditorSession } from './state/editor-context';
import { StripPeople, useSpreadPeople } from './collab-view/StripPeople';
import './canvas/strip.css';
import { StripMoveButtons } from './strip/StripMoveButtons';
import { dropMark } from './strip/strip-logic';
import { useStripDrag } from './strip/use-strip-drag';
import { useStripMoves } from './strip/use-strip-moves';
import { useStableCallbacks } from '../../ui/use-stable-callbacks';
import { useCurrentInView, useStripThumbnails } from './strip/use-strip-thumbnails';

/** The pages' order and kind: what the strip's buttons show. An edit inside a page keeps it. */
const itself = (doc: BookDocument) => doc;
const sameOutline = (a: BookDocument, b: BookDocument) =>
  a.kind === b.kind &&
  a.cover?.id === b.cover?.id &&
  a.backCover?.id === b.backCover?.id &&
  a.pages.length === b.pages.length &&
  a.pages.every((p, i) => p.id === b.pages[i]!.id);

/**
 * The spreads as thumbnails painted by the render worker; only changed spreads are painted again.
 * A tap shows a spread; dragging a thumbnail (or Alt+arrow on it) moves its pages elsewhere in the
 * book. A calendar's months keep their order, and the cover its place.
 *
 * It renders when the pages' order changes, not per edit: the thumbnails follow the document by
 * the editor's own subscription (useStripThumbnails), and the handlers read the newest document.
 */
export function SpreadStrip(props: StripProps) {
  // The document as of the pages' last move (or the first render): its outline is the newest one.
  const doc = useDocumentSelector(itself, sameOutline);
  return doc ? <OpenStrip {...props} doc={doc} /> : null;
}

interface StripProps {
  current: number;
  onPick: (index: number) => void;
  /** Bumps when photos reach the worker, so thumbnails show them. */
  photosReady: number;
}

function OpenStrip({ doc, current, onPick, photosReady }: StripProps & { doc: BookDocument }) {
  const { t } = useTranslation('editor');
  const { t: tc } = useTranslation('editor-canvas');
  const session = useEditorSession();
  const list = useRef<HTMLOListElement>(null);
  const count = spreadCount(doc);
  // Handlers read the newest document from here.
  const latest = useMemo(
    () => ({
      get current() {
        return session.document ?? doc;
      },
    }),
    [session, doc],
  );
  const hasCover = doc.cover !== null;
  // Where the others in the design are (issue 27): a dot on their spread's thumbnail.
  const here = useSpreadPeople(doc);
  const canvases = useStripThumbnails(useEditor(), count, photosReady);
  useCurrentInView(canvases, current, count);

  const label = (i: number) =>
    i === 0 && hasCover ? t('strip.cover') : t('strip.spread', { n: hasCover ? i : i + 1 });
  const firstMovable = hasCover ? 1 : 0;
  // Calendar pages are months in order (render-core refuses to reorder them too).
  const reorderable = doc.kind !== 'calendar' && count - firstMovable > 1;
  const movable = (i: number) => reorderable && i >= firstMovable;
  const { move, onKey, announcement } = useStripMoves(latest, list, { count, firstMovable, movable });
  const stable = useStableCallbacks({ move });
  const { drag, dragHandlers } = useStripDrag(list, firstMovable, movable, move);

  // The thumbnails depend on the spreads' count, the current one and a drag, not on the document's
  // content (painted into their canvases above): an edit re-renders none of them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read the newest document through `latest`.
  const items = useMemo(
    () =>
      Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a spread is its position.
        <li key={i} className={`${drag?.from === i ? 'is-dragging' : ''}${dropMark(drag, i, count)}`}>
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
        <StripMoveButtons current={current} firstMovable={firstMovable} count={count} move={stable.move} />
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
