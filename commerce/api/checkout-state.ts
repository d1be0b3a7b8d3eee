import { proxy, subscribe } from 'valtio';
import type { CardToken } from './types';

/**
 * What the checkout steps chose that the server does not keep before paying: the card (a saved
 * card's id, or a fresh gateway token) and the idempotency key of this payment attempt. Kept in
 * session storage so a reload mid-checkout keeps them; never the card number.
 */
export interface CheckoutChoice {
  card:
    | { kind: 'saved'; id: string; brand: string; last4: string }
    | ({ kind: 'new'; save: boolean } & CardToken)
    | null;
  /** One key per attempt: a double-clicked Pay sends the same key twice and is charged once. */
  attemptKey: string | null;
}

const KEY = 'bindery:checkout';

function restore(): CheckoutChoice {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as CheckoutChoice | null;
    if (saved && typeof saved === 'object')
      return { card: saved.card ?? null, attemptKey: saved.attemptKey ?? null };
  } catch {
    // Nothing usable saved: start afresh.
  }
  return { card: null, attemptKey: null };
}

export const checkout = proxy<CheckoutChoice>(restore());
subscribe(checkout, () => {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(checkout));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
});

export function attemptKey(): string {
  if (!checkout.attemptKey) checkout.attemptKey = crypto.randomUUID();
  return checkout.attemptKey;
}

/** After an answer from the gateway, the next Pay is a new attempt. */
export function endAttempt(): void {
  checkout.attemptKey = null;
}
