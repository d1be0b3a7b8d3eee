import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../../render-core';
import { spreadGeometry } from '../canvas/spread-geometry';
import { useEditorSession } from '../state/editor-context';

/** What the strip knows of the spreads that may move (a calendar's months and the cover may not). */
export interface StripOrder {
  count: number;
  firstMovable: number;
  movable: (i: number) => boolean;
}

/**
 * Moving a spread's pages: by a drop, by the Earlier/Later buttons, or by Alt+arrow on its
 * thumbnail (which keeps the focus on the moved thumbnail). Each move is announced.
 */
export function useStripMoves(
  latest: RefObject<BookDocument>,
  list: RefObject<HTMLOListElement | null>,
  { count, firstMovable, movable }: StripOrder,
) {
  const session = useEditorSession();
  const { t: tc } = useTranslation('editor-canvas');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<number | null>(null);
  const doc = latest.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a moved spread's thumbnail keeps the focus.
  useEffect(() => {
    const index = focusAfterMove.current;
    if (index === null) return;
    focusAfterMove.current = null;
    list.current?.querySelectorAll('button')[index]?.focus();
  }, [doc]);

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

  return { move, onKey, announcement };
}
