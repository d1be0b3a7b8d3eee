import { SHARE_PERMISSIONS } from '../../contract/api/print';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '../db/schema';
import { documentColumn } from '../db/document-column';
import { users } from '../user/schema';

/** A design: a render-core document with a revision that every accepted update bumps by one. */
export const prints = pgTable(
  'prints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    productCode: text('product_code')
      .notNull()
      .references(() => products.code),
    title: text('title').notNull(),
    /** Migrated to the current version and validated on every read (server/db/document-column.ts). */
    document: documentColumn('document').notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('prints_owner_idx').on(t.ownerUuid, t.updatedAt)],
);
export type PrintRow = typeof prints.$inferSelect;

export { SHARE_PERMISSIONS, type SharePermission } from '../../contract/api/print';

/** A share link. The token is the only key: 256 random bits, so links cannot be guessed. */
export const printShares = pgTable(
  'print_shares',
  {
    token: text('token').primaryKey(),
    printId: uuid('print_id')
      .notNull()
      .references(() => prints.id, { onDelete: 'cascade' }),
    permission: text('permission', { enum: SHARE_PERMISSIONS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('print_shares_print_idx').on(t.printId)],
);
export type PrintShareRow = typeof printShares.$inferSelect;
