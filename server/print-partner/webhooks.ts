import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { orders } from '../order/schema';
import { applyPartnerStatus, type Enqueue, partnerFor } from './fulfilment';
import { partnerWebhooks } from './schema';

export type WebhookOutcome = 'applied' | 'duplicate' | 'unchanged' | 'ignored' | 'unknown-order';

/**
 * A webhook whose signature the partner's parseWebhook has checked: stored raw (once: its digest is
 * unique, so a delivery sent again finds its row and changes nothing), then applied. A "shipped"
 * claim is read again from the partner's API before it is believed: a webhook says something
 * happened, the partner's own record says what.
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
  const [stored] = await db
    .insert(partnerWebhooks)
    .values({
      partner: partner.name,
      digest,
      body: rawBody,
      partnerReference: parsed?.partnerReference ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!stored) return 'duplicate';
  const outcome = await apply();
  await db.update(partnerWebhooks).set({ outcome }).where(eq(partnerWebhooks.id, stored.id));
  return outcome;

  async function apply(): Promise<WebhookOutcome> {
    if (!parsed) return 'ignored';
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.partner, partner.name), eq(orders.partnerReference, parsed.partnerReference)));
    if (!order) return 'unknown-order';
    const status =
      parsed.status.status === 'shipped' ? await partner.status(parsed.partnerReference) : parsed.status;
    return (await applyPartnerStatus(db, config, enqueue, order, status, 'webhook'))
      ? 'applied'
      : 'unchanged';
  }
}
