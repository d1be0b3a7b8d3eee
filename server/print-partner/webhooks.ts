import { createHash } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { orders } from '../order/schema';
import { applyPartnerStatus, type Enqueue, partnerFor } from './fulfilment';
import { partnerWebhooks } from './schema';

export type WebhookOutcome = 'applied' | 'duplicate' | 'unchanged' | 'ignored' | 'unknown-order';

/** What a stored webhook that was not applied (its handling threw, the server stopped) is marked. */
const FAILED = 'failed';

/**
 * A webhook whose signature the partner's parseWebhook has checked: stored raw once (its digest is
 * unique), then applied. A delivery sent again finds its row: one applied already changes nothing
 * (a replay), one whose handling failed (stored, never applied: a 500 the partner retries) is
 * applied now. No claim is believed as sent: the order is moved by what the partner's own API
 * says of the job (its status, tracking and reason), whatever the webhook said; a webhook is only
 * the news that something happened.
 */
export async function receiveWebhook(
  db: Db,
  config: Config,
  enqueue: Enqueue,
  rawBody: string,
  headers: Headers,
): Promise<WebhookOutcome> {
  const partner = partnerFor(config);
  const parsed = await partner.parseWebhook(rawBody, headers); // throws on a bad signature
  const digest = createHash('sha256').update(rawBody, 'utf8').digest('hex');
  const [inserted] = await db
    .insert(partnerWebhooks)
    .values({
      partner: partner.name,
      digest,
      body: rawBody,
      partnerReference: parsed?.partnerReference ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const stored =
    inserted ??
    (
      await db
        .select()
        .from(partnerWebhooks)
        .where(
          and(
            eq(partnerWebhooks.digest, digest),
            or(isNull(partnerWebhooks.outcome), eq(partnerWebhooks.outcome, FAILED)),
          ),
        )
    )[0];
  if (!stored) return 'duplicate';
  let outcome: WebhookOutcome;
  try {
    outcome = await apply();
  } catch (err) {
    // Kept as failed, so the partner's next try of these same bytes is applied, not called a duplicate.
    await db.update(partnerWebhooks).set({ outcome: FAILED }).where(eq(partnerWebhooks.id, stored.id));
    log.warn('a partner webhook could not be applied; its next delivery will be', {
      partnerReference: parsed?.partnerReference,
      error: String(err),
    });
    throw err;
  }
  await db.update(partnerWebhooks).set({ outcome }).where(eq(partnerWebhooks.id, stored.id));
  return outcome;

  async function apply(): Promise<WebhookOutcome> {
    if (!parsed) return 'ignored';
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.partner, partner.name), eq(orders.partnerReference, parsed.partnerReference)));
    if (!order) return 'unknown-order';
    // Every claim (shipped, delivered, rejected, canceled, tracking) is read again from the partner.
    const status = await partner.status(parsed.partnerReference);
    if (status.status !== parsed.status.status)
      log.warn('a partner webhook claimed what its API does not say; the API is believed', {
        orderId: order.id,
        claimed: parsed.status.partnerStatus,
        api: status.partnerStatus,
      });
    return (await applyPartnerStatus(db, config, enqueue, order, status, 'webhook'))
      ? 'applied'
      : 'unchanged';
  }
}
