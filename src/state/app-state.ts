import { proxy, subscribe } from 'valtio';
import { CURRENCIES, type Currency } from '../../contract/money/currency-codes';
import { LOCALES, type Locale } from '../i18n/locales';

export { CURRENCIES, type Currency } from '../../contract/money/currency-codes';

/** Defaults of SPEC §9: GBP, GB, en-GB. */
export const DEFAULTS = {
  locale: 'en-gb' as Locale,
  currency: 'GBP' as Currency,
  country: 'GB',
  paymentRegion: 'GB',
};

export interface AppState {
  locale: Locale;
  currency: Currency;
  country: string;
  /** The delivery country the customer chose (issue 53); null: the currency's home (contract/geo/delivery-country.ts). */
  deliveryCountry: string | null;
  paymentRegion: string;
  dragDropTutorialCompleted: boolean;
  inYourBasketClicked: boolean;
  dismissedOrderedNotices: string[];
}

// Checked by hand rather than with zod: this runs before the first paint, and zod is the largest
// library the first screen would otherwise download.
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const regionCode = (value: unknown, fallback: string): string =>
  typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? value : fallback;
const flag = (value: unknown): boolean => (typeof value === 'boolean' ? value : false);

/** Each field falls back on its own, so one bad value never throws away the rest. */
function restoreFields(saved: Record<string, unknown>): AppState {
  const notices = saved.dismissedOrderedNotices;
  return {
    locale: oneOf(LOCALES, saved.locale, DEFAULTS.locale),
    currency: oneOf(CURRENCIES, saved.currency, DEFAULTS.currency),
    country: regionCode(saved.country, DEFAULTS.country),
    deliveryCountry: saved.deliveryCountry == null ? null : regionCode(saved.deliveryCountry, '') || null,
    paymentRegion: regionCode(saved.paymentRegion, DEFAULTS.paymentRegion),
    dragDropTutorialCompleted: flag(saved.dragDropTutorialCompleted),
    inYourBasketClicked: flag(saved.inYourBasketClicked),
    // A list with any bad entry is dropped whole, as one bad field is.
    dismissedOrderedNotices:
      Array.isArray(notices) && notices.every((id) => typeof id === 'string' && id.length > 0)
        ? [...new Set(notices as string[])]
        : [],
  };
}

export const STORAGE_KEY = 'bindery:app-state';

/** The client state from what was saved (anything, validated), with defaults for the rest. */
export function restoreAppState(saved: unknown): AppState {
  return restoreFields(saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {});
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
