import { describe, expect, it, vi } from 'vitest';
import type { MoreItem } from './MoreMenu';
import { stableMoreItems } from './stable-props';

describe('stableMoreItems', () => {
  it('keeps the same array while ids, labels and danger stay the same, and acts on the newest item', () => {
    const first = vi.fn();
    const newest = vi.fn();
    const items: MoreItem[] = [{ id: 'delete', label: 'Delete spread', danger: true, onSelect: first }];
    let latest: MoreItem[] = items;
    const kept = stableMoreItems(null, items, () => latest);
    latest = [{ id: 'delete', label: 'Delete spread', danger: true, onSelect: newest }];
    const again = stableMoreItems(kept, latest, () => latest);
    expect(again).toBe(kept);
    again.items[0]!.onSelect();
    expect(newest).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
  });

  it('gives a new array when what the menu shows changes', () => {
    const items: MoreItem[] = [{ id: 'a', label: 'A', onSelect: () => {} }];
    const kept = stableMoreItems(null, items, () => items);
    const relabelled = [{ id: 'a', label: 'B', onSelect: () => {} }];
    expect(stableMoreItems(kept, relabelled, () => relabelled).items[0]!.label).toBe('B');
    const more = [...items, { id: 'b', label: 'B', onSelect: () => {} }];
    expect(stableMoreItems(kept, more, () => more).items).toHaveLength(2);
  });
});
