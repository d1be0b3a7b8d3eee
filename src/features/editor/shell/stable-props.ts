import { useRef } from 'react';
import type { MoreItem } from './MoreMenu';

/** What a More menu shows of its items: an edit that changes none of it keeps the same array. */
const shownAs = (items: readonly MoreItem[]) =>
  items.map((i) => `${i.id}\u0000${i.label}\u0000${i.danger ? 1 : 0}`).join('\u0001');

/**
 * The More menu's items, the same array as long as their ids, labels and danger are the same; each
 * item's onSelect calls the newest item of its id (its closure holds the newest document).
 */
export function stableMoreItems(
  previous: { shown: string; items: readonly MoreItem[] } | null,
  items: readonly MoreItem[],
  latest: () => readonly MoreItem[],
): { shown: string; items: readonly MoreItem[] } {
  const shown = shownAs(items);
  if (previous?.shown === shown) return previous;
  return {
    shown,
    items: items.map((item) => ({
      ...item,
      onSelect: () =>
        latest()
          .find((i) => i.id === item.id)
          ?.onSelect(),
    })),
  };
}

/** `stableMoreItems` as a hook. */
export function useStableMoreItems(items: readonly MoreItem[]): readonly MoreItem[] {
  const latest = useRef(items);
  latest.current = items;
  const kept = useRef<{ shown: string; items: readonly MoreItem[] } | null>(null);
  kept.current = stableMoreItems(kept.current, items, () => latest.current);
  return kept.current.items;
}
