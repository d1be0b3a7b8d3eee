import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { type UserRow, users } from './schema';

/** What the browser may know about a user (the session's `user` and GET /api/user). */
export interface PublicUser {
  uuid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  currencyCode: string;
  hasPassword: boolean;
  memberSince: string;
  isGuest: boolean;
  role: 'customer' | 'admin';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Admins are the role column's admins plus every address listed in ADMIN_EMAILS. */
export function roleOf(user: UserRow, config: Pick<Config, 'ADMIN_EMAILS'>): 'customer' | 'admin' {
  if (user.role === 'admin') return 'admin';
  return user.email && config.ADMIN_EMAILS.includes(user.email) ? 'admin' : 'customer';
}

export function toPublicUser(user: UserRow, config: Pick<Config, 'ADMIN_EMAILS'>): PublicUser {
  return {
    uuid: user.uuid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    currencyCode: user.currencyCode,
    hasPassword: user.passwordHash !== null,
    memberSince: user.memberSince.toISOString(),
    isGuest: user.isGuest,
    role: roleOf(user, config),
  };
}

export async function findUserByUuid(db: Db, uuid: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
  const rows = await db.select().from(users).where(eq(users.uuid, uuid));
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return rows[0] ?? null;
}

/** Ends every session of the user: JWTs carry the version they were issued under. */
export async function bumpSessionVersion(db: Db, uuid: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.uuid, uuid));
}
