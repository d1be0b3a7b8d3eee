import { sql } from 'drizzle-orm';
import { boolean, char, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface NotificationPreferences {
  orderUpdates: boolean;
  offers: boolean;
  tips: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  orderUpdates: true,
  offers: false,
  tips: false,
};

/** Registered customers and guests. A guest has no e-mail; signing up fills it in on the same row. */
export const users = pgTable('users', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  /** Stored lower-cased; null for guests. */
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  currencyCode: char('currency_code', { length: 3 }).notNull().default('GBP'),
  /** scrypt, self-describing (see server/auth/password.ts); null when the account has no password. */
  passwordHash: text('password_hash'),
  isGuest: boolean('is_guest').notNull().default(false),
  role: text('role', { enum: ['customer', 'admin'] })
    .notNull()
    .default('customer'),
  memberSince: timestamp('member_since', { withTimezone: true }).notNull().default(sql`now()`),
  /** Bumped by "sign out everywhere", a password change and deletion: older sessions stop working. */
  sessionVersion: integer('session_version').notNull().default(1),
  notificationPreferences: jsonb('notification_preferences')
    .$type<NotificationPreferences>()
    .notNull()
    .default(DEFAULT_NOTIFICATION_PREFERENCES),
  /**
   * When the address was proved (its sign-up's own confirmation link, any other e-mailed link, a
   * reset link or a wallet's verified e-mail). Until then the account is unproved: see README
   * "Claiming an address".
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /**
   * When proving the address removed a password or passkeys someone had set up before the proof
   * (server/auth/claim.ts). The owner is told at sign-in until they dismiss it; null otherwise.
   */
  unprovedKeysRemovedAt: timestamp('unproved_keys_removed_at', { withTimezone: true }),
  /**
   * Set when the account was deleted but the row stays because orders or payments point at it: the
   * personal fields are erased, and no one can sign in as it any more.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export type UserRow = typeof users.$inferSelect;
