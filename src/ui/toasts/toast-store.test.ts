import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS, TOAST_REMOVAL_DELAY_MS } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast for 3000 ms, marks it removed, and drops it 500 ms later', () => {
    const store = createToastStore();
    store.show('Saved', { target: 'design-1', tone: 'success' });
    expect(store.state.items).toEqual([
      { id: 'toast-1', label: 'Saved', target: 'design-1', tone: 'success', removed: false },
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.state.items[0]?.removed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.state.items[0]?.removed).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS - 1);
    expect(store.state.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.state.items).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(TOAST_REMOVAL_DELAY_MS).toBe(500);
  });

  it('does not add a toast while one with the same label shows', () => {
    const store = createToastStore();
    expect(store.show('Copied')).toBe('toast-1');
    expect(store.show('Copied')).toBeNull();
    expect(store.show('Saved')).toBe('toast-2');
    expect(store.state.items.map((t) => t.label)).toEqual(['Copied', 'Saved']);
  });

  it('allows the same label again once the first is marked removed', () => {
    const store = createToastStore();
    store.show('Copied');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.show('Copied')).toBe('toast-2');
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS);
    expect(store.state.items.map((t) => t.id)).toEqual(['toast-2']);
  });

  it('dismissing early removes it 500 ms later, and the 3000 ms timer then does nothing', () => {
    const store = createToastStore();
    const id = store.show('Saved')!;
    vi.advanceTimersByTime(1000);
    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_REMOVAL_DELAY_MS);
    expect(store.state.items).toHaveLength(0);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.state.items).toHaveLength(0);
  });
});
