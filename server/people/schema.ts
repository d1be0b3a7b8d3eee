import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

/**
 * A person the user named on their photos. `photoIds` are the documents' photo ids (the photos'
 * client ids), so the caption suggester can say who is in a page's photos.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('people_owner_name_idx').on(t.ownerUuid, t.name)],
);
export type PersonRow = typeof people.$inferSelect;
