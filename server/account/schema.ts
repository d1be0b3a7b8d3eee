import { sql } from 'drizzle-orm';
import { boolean, char, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../user/schema';

export const addresses = pgTable(
  'addresses',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postcode: text('postcode').notNull(),
    countryCode: char('country_code', { length: 2 }).notNull(),
    phoneNumber: text('phone_number'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('addresses_user_idx').on(t.userUuid)],
);

export type AddressRow = typeof addresses.$inferSelect;
