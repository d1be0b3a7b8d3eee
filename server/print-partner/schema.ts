import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
