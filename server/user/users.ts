import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { userReferences } from '../db/user-references';
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
  /**
   * Set when proving the address removed a password or passkeys someone had set up before the proof
   * (server/auth/claim.ts): the app tells the owner until they dismiss it.
   */
  unprovedKeysRemovedAt?: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Admins are the role column's admins plus every address listed in ADMIN_EMAILS, once its owner
 * has proved it (an e-mailed link, or a wallet's verified e-mail): anyone can sign up with a
 * password under an address they do not own.
 */
export function roleOf(user: UserRow, config: Pick<Config, 'ADMIN_EMAILS'>): 'customer' | 'admin' {
  if (user.role === 'admin') return 'admin';
  return user.email && user.emailVerifiedAt && config.ADMIN_EMAILS.includes(user.email)
    ? 'admin'
    : 'customer';
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
    ...(user.unprovedKeysRemovedAt
      ? { unprovedKeysRemovedAt: user.unprovedKeysRemovedAt.toISOString() }
      : {}),
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

/**
 * Deletes an account. Orders, payments and money ledger rows are never deleted with a user (their
 * keys RESTRICT): when there are any, the row stays as an anonymous tombstone (no e-mail, name,
 * phone or password, `deletedAt` set, every session ended) and everything else the user had goes,
 * except the photos of an order whose print files are not made yet.
 */
export async function deleteAccount(db: Db, uuid: string): Promise<{ kept: boolean }> {
  return db.transaction(async (tx) => {
    const refs = userReferences();
    const kept: string[] = [];
    // A paid order whose print files are not made yet still needs its photos.
    const waiting = await tx.execute(
      sql`select 1 from order_items i join orders o on o.id = i.order_id
          where o.user_uuid = ${uuid} and i.pdf_path is null and o.status <> 'cancelled' limit 1`,
    );
    const keepPhotos = countRows(waiting) > 0;
    for (const ref of refs) {
      const column = sql.identifier(ref.column.name);
      if (keepPhotos && ref.key === 'photos.owner_uuid') {
        kept.push(ref.key);
        continue;
      }
      if (ref.onDelete === 'cascade') {
        await tx.execute(sql`delete from ${ref.table} where ${column} = ${uuid}`);
        continue;
      }
      const rows = await tx.execute(sql`select 1 from ${ref.table} where ${column} = ${uuid} limit 1`);
      if (countRows(rows) > 0) kept.push(ref.key);
    }
    if (kept.length === 0) {
      await tx.delete(users).where(eq(users.uuid, uuid));
      return { kept: false };
    }
    await tx
      .update(users)
      .set({
        email: null,
        firstName: null,
        lastName: null,
        phoneNumber: null,
        passwordHash: null,
        emailVerifiedAt: null,
        unprovedKeysRemovedAt: null,
        deletedAt: sql`now()`,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.uuid, uuid));
    return { kept: true };
  });
}

/** pglite answers { rows }, postgres-js an array. */
function countRows(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}
