import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One conversion event as our own collector received it, with who and where it came from. */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull(),
    eventName: text('event_name').notNull(),
    /** The signed-in user the Authorization header named; null for visitors. */
    userUuid: uuid('user_uuid'),
    browserId: text('browser_id'),
    clickIds: jsonb('click_ids').$type<Record<string, string>>().notNull().default({}),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('conversion_events_name_idx').on(t.eventName, t.receivedAt)],
);
