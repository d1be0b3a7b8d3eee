import { sql } from 'drizzle-orm';
import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Errors and warnings the browser reported through POST /webapp/api/auth/_log. */
export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  level: text('level', { enum: ['error', 'warn', 'debug'] }).notNull(),
  code: text('code').notNull(),
  message: text('message').notNull(),
  userAgent: text('user_agent'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
});
