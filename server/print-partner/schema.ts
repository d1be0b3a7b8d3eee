import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every webhook a partner sent us that carried a good signature, raw, as it arrived. The digest of
 * the body is unique: a delivery sent again (partners retry until they get a 2xx) finds its row
 * and changes nothing.
 */
export const partnerWebhooks = pgTable('partner_webhooks', {
  id: uuid('id').primaryKey().defaultRandom(),
  partner: text('partner').notNull(),
  /** sha256 of the raw body, hex. */
  digest: text('digest').notNull().unique(),
  body: text('body').notNull(),
  /** The partner's job it named, and what we made of it (applied, ignored: …). */
  partnerReference: text('partner_reference'),
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
});
export type PartnerWebhookRow = typeof partnerWebhooks.$inferSelect;

/**
 * What an operator did to an order, one line each, shown on the order in the operator's screen:
 * who (their e-mail), when, and what (resend, refund, address, with a sentence of detail). Never
 * updated or deleted: it is the order's record of human hands.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    actorUuid: uuid('actor_uuid'),
    actor: text('actor').notNull(),
    action: text('action').$type<'resend' | 'refund' | 'address'>().notNull(),
    detail: text('detail').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('operator_actions_order_idx').on(t.orderId, t.at)],
);
export type OperatorActionRow = typeof operatorActions.$inferSelect;
