import type { getOrder } from '../api/commerce-api';

type Order = Awaited<ReturnType<typeof getOrder>>;

/** The gateway's decline codes the app words itself (server/payment/sandbox.ts); any other is `other`. */
export const DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'wallet_cancelled',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number] | 'other';

export interface PaymentFailure {
  reason: DeclineReason;
  /** The card it was tried with (its last four digits), null for the wallet. */
  last4: string | null;
}

/** Why the order's last attempt did not pay, or null when it did not fail (paid, or still open). */
export function paymentFailureOf(order: Pick<Order, 'payments'>): PaymentFailure | null {
  const last = order.payments.at(-1);
  if (!last || (last.status !== 'declined' && last.status !== 'failed')) return null;
  const code = last.declineCode ?? '';
  const reason = (DECLINE_REASONS as readonly string[]).includes(code) ? (code as DeclineReason) : 'other';
  return { reason, last4: last.method === 'card' ? last.cardLast4 : null };
}
