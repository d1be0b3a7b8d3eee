import { proxy, subscribe } from 'valtio';
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../../contract/money/currencies';
import { LOCALES, type Locale } from '../i18n/locales';

export { CURRENCIES, type Currency } from '../../contract/money/currencies';

/** Defaults of SPEC §9: GBP, GB, en-GB. */
export const DEFAULTS = {
  locale: 'en-gb' as Locale,
  currency: 'GBP' as Currency,
  country: 'GB',
  paymentRegion: 'GB',
};

/** Each field falls back on its own, so one bad value never throws away the rest. */
const savedSchema = z.object({
  locale: z.enum(LOCALES).catch(DEFAULTS.locale),
  currency: z.enum(CURRENCIES).catch(DEFAULTS.currency),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .catch(DEFAULTS.country),
  paymentRegion: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .catch(DEFAULTS.paymentRegion),
  dragDropTutorialCompleted: z.boolean().catch(false),
  inYourBasketClicked: z.boolean().catch(false),
  dismissedOrderedNotices: z
    .array(z.string().min(1))
    .transform((ids) => [...new Set(ids)])
    .catch([]),
});

export type AppState = z.infer<typeof savedSchema>;

export const STORAGE_KEY = 'bindery:app-state';

/** The client state from what was saved (anything, validated), with defaults for the rest. */
export function restoreAppState(saved: unknown): AppState {
  return savedSchema.parse(saved && typeof saved === 'object' ? saved : {});
}

function readSaved(storage: Pick<Storage, 'getItem'>): unknown {
  try {
    return JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** A valtio proxy restored from storage that saves itself on every change. */
export function createPersistedState(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  const state = proxy<AppState>(restoreAppState(readSaved(storage)));
  subscribe(state, () => {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Private mode or a full disk: the state still works for this visit.
    }
  });
  return state;
}

/** Dismisses a design's 'ordered' notice for good; dismissing it again changes nothing. */
export function dismissOrderedNotice(state: AppState, designId: string): void {
  if (!state.dismissedOrderedNotices.includes(designId)) state.dismissedOrderedNotices.push(designId);
}

export function completeDragDropTutorial(state: AppState): void {
  state.dragDropTutorialCompleted = true;
}

export function markInYourBasketClicked(state: AppState): void {
  state.inYourBasketClicked = true;
}

const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem'> => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return typeof localStorage === 'undefined' ? memoryStorage() : localStorage;
  } catch {
    return memoryStorage();
  }
}

/** The app's one persisted client state. */
export const appState = createPersistedState(browserStorage());
