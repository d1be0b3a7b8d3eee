import { z } from 'zod';
import { defineOp, OpError } from './define';
import { findPageIndex } from './find';

/**
 * Moves a run of inner pages (a spread, say), named by their ids in reading order, so that it
 * stands before page `before`, or after the last page when `before` is null. Pages are named by
 * id, never by position: an edit that arrives after another one (sync, a second tab) still moves
 * the pages the customer dragged. A run that already stands there is left as it is (no patches);
 * `before` inside the run is refused, as there is no such place.
 */
export const movePages = defineOp(
  'movePages',
  z.object({ pageIds: z.array(z.string().min(1)).min(1), before: z.string().min(1).nullable() }),
  (draft, { pageIds, before }) => {
    // A calendar's months follow from their position (render-core/scene/calendar-items.ts).
    if (draft.calendar)
      throw new OpError(
        'CALENDAR_ORDER',
        'the months of a calendar follow each other and cannot be reordered',
      );
    for (const id of pageIds)
      if (id === draft.cover?.id || id === draft.backCover?.id)
        throw new OpError('COVER_FIXED', 'the cover stays where it is');
    if (new Set(pageIds).size !== pageIds.length)
      throw new OpError('DUPLICATE_PAGE', 'a page is named twice');
    const first = findPageIndex(draft, pageIds[0]!);
    pageIds.forEach((id, i) => {
      if (findPageIndex(draft, id) !== first + i)
        throw new OpError('NOT_A_RUN', 'the pages to move must follow each other, in reading order');
    });
    if (before !== null) {
      if (before === draft.cover?.id || before === draft.backCover?.id)
        throw new OpError('COVER_FIXED', 'no page goes before the cover');
      const at = findPageIndex(draft, before);
      if (at >= first && at < first + pageIds.length)
        throw new OpError('INSIDE_RUN', 'pages cannot move to a place inside themselves');
    }
    const end = first + pageIds.length;
    const stays = before === null ? end === draft.pages.length : before === draft.pages[end]?.id;
    if (stays) return;
    const run = draft.pages.splice(first, pageIds.length);
    const to = before === null ? draft.pages.length : findPageIndex(draft, before);
    draft.pages.splice(to, 0, ...run);
  },
);
