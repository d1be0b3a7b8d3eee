import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { users } from './schema';

/**
 * Moves what a guest made (prints, basket lines...) to the account they signed in to. Each domain
 * registers one at start-up; it runs inside the merge transaction, so a failure leaves the guest
 * untouched.
 */
export type GuestMergeHook = (tx: Db, from: { guestUuid: string; userUuid: string }) => Promise<void>;

const hooks: GuestMergeHook[] = [];

export function onGuestMerged(hook: GuestMergeHook): () => void {
  hooks.push(hook);
  return () => {
    const i = hooks.indexOf(hook);
    if (i >= 0) hooks.splice(i, 1);
  };
}

/** Runs every hook, then deletes the guest. (A guest who signs up keeps their uuid and needs no merge.) */
export async function mergeGuestInto(db: Db, guestUuid: string, userUuid: string): Promise<void> {
  if (guestUuid === userUuid) return;
  await db.transaction(async (tx) => {
    const guest = await tx.select().from(users).where(eq(users.uuid, guestUuid));
    if (!guest[0]?.isGuest) return;
    for (const hook of hooks) await hook(tx as unknown as Db, { guestUuid, userUuid });
    await tx.delete(users).where(eq(users.uuid, guestUuid));
  });
  log.info('guest merged', { guestUuid, userUuid });
}
