import { sql } from 'drizzle-orm';
import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every analytics event the browser sent to the collector (PageView, experimentJoined, …). */
export const analyticsEvents = pgTable('analytics_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** The browser's id for the event, so a resent batch does not count twice. */
  eventId: text('event_id').notNull().unique(),
  name: text('name').notNull(),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
  /** The visitor's unique-id cookie, when the browser had one. */
  visitorId: text('visitor_id'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
});
