import type { FieldApiError } from '../../src/auth/http';
import { logPlatformError } from '../../src/conversion/track-conversion';
import type { CheckoutChoice } from '../api/checkout-state';
import type { PaymentChoice } from '../api/commerce-api';

/** How the customer pays on the payment step: a saved card, a new card, or the wallet. */
export type Method = { kind: 'saved'; id: string } | { kind: 'new' } | { kind: 'wallet' };

/** The method shown chosen: the customer's pick, else the first saved card, else a new card. */
export function currentMethod(picked: Method | null, saved: readonly { id: string }[]): Method {
  return picked ?? (saved[0] ? { kind: 'saved', id: saved[0].id } : { kind: 'new' });
}

/** The card chosen as the payment the server takes: a saved card by id, a new one by its token. */
export function cardPayment(card: NonNullable<CheckoutChoice['card']>): PaymentChoice {
  return card.kind === 'saved' ? { cardId: card.id } : { token: card.token, save: card.save };
}

/** Whether a failed payment is the platform's fault (the network or the server), not the card's. */
export function isPlatformFailure(err: unknown): boolean {
  const status = (err as FieldApiError).status ?? 0;
  return status === 0 || status >= 500;
}

/** A payment that cannot go through is a platform error when the server or network failed. */
export function reportFailure(err: unknown) {
  if (isPlatformFailure(err)) logPlatformError((err as Error).message);
}
