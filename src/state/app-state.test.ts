import { describe, expect, it } from 'vitest';
import {
  completeDragDropTutorial,
  createPersistedState,
  dismissOrderedNotice,
  restoreAppState,
  STORAGE_KEY,
} from './app-state';

function fakeStorage(initial?: unknown) {
  const map = new Map<string, string>();
  if (initial !== undefined)
    map.set(STORAGE_KEY, typeof initial === 'string' ? initial : JSON.stringify(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('persisted client state', () => {
  it('starts from GBP, GB, en-gb and nothing done', () => {
    expect(restoreAppState(null)).toEqual({
      locale: 'en-gb',
      currency: 'GBP',
      country: 'GB',
      deliveryCountry: null,
      paymentRegion: 'GB',
      dragDropTutorialCompleted: false,
      inYourBasketClicked: false,
      dismissedOrderedNotices: [],
    });
  });

  it('keeps the good fields of a partly bad save and drops duplicate notices', () => {
    const state = restoreAppState({
      currency: 'XXX',
      locale: 'pl-pl',
      dismissedOrderedNotices: ['a', 'b', 'a'],
    });
    expect(state.currency).toBe('GBP');
    expect(state.locale).toBe('pl-pl');
    expect(state.dismissedOrderedNotices).toEqual(['a', 'b']);
  });

  it('survives unreadable storage', () => {
    expect(createPersistedState(fakeStorage('{nope')).currency).toBe('GBP');
  });

  it('saves every change and restores it on the next visit', async () => {
    const storage = fakeStorage();
    const state = createPersistedState(storage);
    state.currency = 'EUR';
    completeDragDropTutorial(state);
    dismissOrderedNotice(state, 'design-1');
    await flush();
    const next = createPersistedState(storage);
    expect(next.currency).toBe('EUR');
    expect(next.dragDropTutorialCompleted).toBe(true);
    expect(next.dismissedOrderedNotices).toEqual(['design-1']);
  });

  it('never stores a dismissed ordered-design notice twice', async () => {
    const storage = fakeStorage();
    const state = createPersistedState(storage);
    dismissOrderedNotice(state, 'design-1');
    dismissOrderedNotice(state, 'design-2');
    dismissOrderedNotice(state, 'design-1');
    await flush();
    expect(JSON.parse(storage.map.get(STORAGE_KEY)!).dismissedOrderedNotices).toEqual([
      'design-1',
      'design-2',
    ]);
  });
});
