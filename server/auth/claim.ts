import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserRow, users } from '../user/schema';
import { passkeys } from './schema';
import { endAllSessions } from './sessions';

/**
 * Proving an address (README "Sign-in and accounts", claiming an address). A password or passkey
 * sign-up makes an UNPROVED account: anyone can type someone else's address. It signs in, designs and orders like
 * any account, but its password and passkeys are only its creator's word until the address is
 * proved. The sign-up's own confirmation link (mailed at sign-up, `claim: 'confirm'`) proves it and
 * keeps them: whoever reads that mailbox says "I made this account". Any other proof (another
 * e-mailed link, a reset link, a wallet's verified e-mail) claims the account for the address's
 * owner: the password and passkeys set up before go, every other session ends, and the owner is told.
 * A proved account keeps its password and passkeys after any later link.
 */

/** What a claim removed: the owner is told about it. */
export interface Removed {
  password: boolean;
  passkeys: number;
}

/** Marks the address proved, keeping the password and passkeys (its owner said they set them up). */
export async function markVerified(db: Db, user: UserRow): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.uuid, user.uuid))
    .returning();
  return rows[0] ?? user;
}

/**
 * The address's owner, proved some other way than the sign-up's own confirmation link, disowns
 * the password and passkeys someone set up in that name: they are removed and every session ends
 * (the proving browser's new session starts after this, under the new session version), so an
 * account made in advance with another person's address cannot be used to watch theirs.
 * Without `force` it only acts on an account nobody had proved yet. `removed` is null when there
 * was nothing to remove; otherwise `unprovedKeysRemovedAt` is set unless `notice` is false.
 */
export async function claimIfUnverified(
  db: Db,
  user: UserRow,
  opts: { force?: boolean; notice?: boolean } = {},
): Promise<{ user: UserRow; removed: Removed | null }> {
  if (user.emailVerifiedAt && !opts.force) return { user, removed: null };
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(passkeys)
      .where(eq(passkeys.userUuid, user.uuid))
      .returning({ id: passkeys.id });
    const removed: Removed | null =
      user.passwordHash !== null || gone.length > 0
        ? { password: user.passwordHash !== null, passkeys: gone.length }
        : null;
    const rows = await tx
      .update(users)
      .set({
        emailVerifiedAt: user.emailVerifiedAt ?? sql`now()`,
        passwordHash: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        ...(removed && opts.notice !== false ? { unprovedKeysRemovedAt: sql`now()` } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.uuid, user.uuid))
      .returning();
    // The session version already stops them; ending the rows says so in the sessions table too.
    await endAllSessions(tx, user.uuid);
    return { user: rows[0] ?? user, removed };
  });
}

/** The owner has read the notice (or set a password of their own): it is not shown again. */
export async function dismissKeysNotice(db: Db, userUuid: string): Promise<void> {
  await db
    .update(users)
    .set({ unprovedKeysRemovedAt: null, updatedAt: sql`now()` })
    .where(eq(users.uuid, userUuid));
}
