import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { sandboxGateway } from './sandbox';
import { type PaymentRow, payments } from './schema';

/** Why a payment was given back, kept on the payment (declineCode/declineMessage) for the customer to see. */
export interface RefundReason {
  code: string;
  message: string;
}

/**
 * Gives a succeeded payment back in full and records it. The row is claimed first (succeeded ->
 * refunded in one conditional statement), so two callers racing (a cancellation and a late 3-D
 * Secure approval) refund once. Answers whether this call did the refund.
 */
export async function refundPayment(db: Db, payment: PaymentRow, reason?: RefundReason): Promise<boolean> {
  const [claimed] = await db
    .update(payments)
    .set({
      status: 'refunded',
      ...(reason ? { declineCode: reason.code, declineMessage: reason.message } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')))
    .returning();
  if (!claimed) return false;
  try {
    if (claimed.reference) await sandboxGateway(db).refund(claimed.reference);
  } catch (error) {
    // The gateway did not take it: the payment is still a charge, so say so and let it be retried.
    await db
      .update(payments)
      .set({ status: 'succeeded', updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    throw error;
  }
  log.info('payment refunded', { paymentId: payment.id, orderId: payment.orderId, reason: reason?.code });
  return true;
}
