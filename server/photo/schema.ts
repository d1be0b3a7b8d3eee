import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';
import type { PhotoMetadata } from './exif';

/** One uploaded photo: the tus upload it came from, what we learned from it, and its renditions. */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** The print it was picked for, when known at upload time. */
    printId: text('print_id'),
    uploadId: text('upload_id').notNull().unique(),
    /** The id the browser gave the file (its on-device cache key), to match uploads to local photos. */
    clientId: text('client_id'),
    /** processing: uploaded, its renditions being made (a job); then ready, or failed with a reason. */
    status: text('status', { enum: ['processing', 'ready', 'failed'] }).notNull(),
    failureReason: text('failure_reason'),
    failureMessage: text('failure_message'),
    fileName: text('file_name').notNull(),
    type: text('type'),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<PhotoMetadata>(),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('photos_owner_idx').on(t.ownerUuid, t.createdAt)],
);

export type PhotoRow = typeof photos.$inferSelect;

/**
 * Who may write to an upload right now: one row per locked tus upload, shared by every app server
 * on the database. A holder renews `expires_at` while it holds the lock; a row past it belongs to
 * a server that died and may be taken over.
 */
export const uploadLocks = pgTable('upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
