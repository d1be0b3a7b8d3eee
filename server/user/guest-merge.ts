import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { addresses } from '../account/schema';
import { oneTimeTokens, passkeys } from '../auth/schema';
import { basketItems, baskets } from '../basket/schema';
import type { Db } from '../db/client';
import { userReferences } from '../db/user-references';
import { mergeGuestMemberships } from '../collab/members';
import { log } from '../lib/log';
import { orders } from '../order/schema';
import { payments, savedCards } from '../payment/schema';
import { people } from '../people/schema';
import { photos } from '../photo/schema';
import { prints } from '../print/schema';
import { referralCodes, referralCredits } from '../referral/schema';
import { voucherRedemptions } from '../voucher/schema';
import { users } from './schema';

interface MergeIds {
  guestUuid: string;
  userUuid: string;
}

/**
 * Extra work a domain wants done when a guest is merged (it runs inside the merge transaction, so
 * a failure leaves the guest untouched). Moving rows is not its job: GUEST_MERGE_PLAN does that.
 */
export type GuestMergeHook = (tx: Db, from: MergeIds) => Promise<void>;

const hooks: GuestMergeHook[] = [];

export function onGuestMerged(hook: GuestMergeHook): () => void {
  hooks.push(hook);
  return () => {
    const i = hooks.indexOf(hook);
    if (i >= 0) hooks.splice(i, 1);
  };
}

type MergeStep = (tx: Db, ids: MergeIds) => Promise<void>;

/** The guest's rows become the account's. */
function move(table: PgTable, column: PgColumn): MergeStep {
  return async (tx, { guestUuid, userUuid }) => {
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = ${userUuid} where ${sql.identifier(column.name)} = ${guestUuid}`,
    );
  };
}

/**
 * What a merge does with EVERY column that references users.uuid, keyed "table.column". The
 * guest row is deleted afterwards, so a column missing here would lose its rows (or, for orders
 * and payments, whose keys RESTRICT, make every merge fail): server/user/guest-merge.api.test.ts
 * lists the columns from the schema and fails for one that has no entry.
 */
export const GUEST_MERGE_PLAN: Record<string, MergeStep> = {
  'orders.user_uuid': move(orders, orders.userUuid),
  'payments.user_uuid': move(payments, payments.userUuid),
  'saved_cards.user_uuid': move(savedCards, savedCards.userUuid),
  'referral_credits.user_uuid': move(referralCredits, referralCredits.userUuid),
  'voucher_redemptions.user_uuid': move(voucherRedemptions, voucherRedemptions.userUuid),
  'prints.owner_uuid': move(prints, prints.ownerUuid),
  'photos.owner_uuid': move(photos, photos.ownerUuid),
  'design_members.user_uuid': (tx, { guestUuid, userUuid }) => mergeGuestMemberships(tx, guestUuid, userUuid),
  'passkeys.user_uuid': move(passkeys, passkeys.userUuid),

  /** Moved; the account's default address stays its default. */
  'addresses.user_uuid': async (tx, { guestUuid, userUuid }) => {
    const hasDefault = await tx
      .select({ uuid: addresses.uuid })
      .from(addresses)
      .where(and(eq(addresses.userUuid, userUuid), eq(addresses.isDefault, true)));
    await tx
      .update(addresses)
      .set(hasDefault.length > 0 ? { userUuid, isDefault: false } : { userUuid })
      .where(eq(addresses.userUuid, guestUuid));
  },

  /** A name the account already has gets the guest's photos added; other people move. */
  'people.owner_uuid': async (tx, { guestUuid, userUuid }) => {
    const guests = await tx.select().from(people).where(eq(people.ownerUuid, guestUuid));
    for (const person of guests) {
      const [same] = await tx
        .select()
        .from(people)
        .where(and(eq(people.ownerUuid, userUuid), eq(people.name, person.name)));
      if (same) {
        const photoIds = [...new Set([...same.photoIds, ...person.photoIds])];
        await tx.update(people).set({ photoIds, updatedAt: sql`now()` }).where(eq(people.id, same.id));
        await tx.delete(people).where(eq(people.id, person.id));
      } else {
        await tx.update(people).set({ ownerUuid: userUuid }).where(eq(people.id, person.id));
      }
    }
  },

  /**
   * One basket per user: the guest's choices (address, shipping, vouchers) fill what the account's
   * basket has not chosen, since the guest was the one at the checkout a moment ago.
   */
  'baskets.user_uuid': async (tx, { guestUuid, userUuid }) => {
    const [guest] = await tx.select().from(baskets).where(eq(baskets.userUuid, guestUuid));
    if (!guest) return;
    const [mine] = await tx.select().from(baskets).where(eq(baskets.userUuid, userUuid));
    if (!mine) {
      await tx.update(baskets).set({ userUuid }).where(eq(baskets.userUuid, guestUuid));
      return;
    }
    await tx
      .update(baskets)
      .set({
        deliveryAddress: guest.deliveryAddress ?? mine.deliveryAddress,
        billingAddress: guest.billingAddress ?? mine.billingAddress,
        shippingMethod: guest.shippingMethod ?? mine.shippingMethod,
        voucherCodes: mine.voucherCodes.length > 0 ? mine.voucherCodes : guest.voucherCodes,
        updatedAt: sql`now()`,
      })
      .where(eq(baskets.userUuid, userUuid));
    await tx.delete(baskets).where(eq(baskets.userUuid, guestUuid));
  },

  /** Lines join the account's basket; the same print in the same product keeps the account's line. */
  'basket_items.user_uuid': async (tx, { guestUuid, userUuid }) => {
    const lines = await tx.select().from(basketItems).where(eq(basketItems.userUuid, guestUuid));
    for (const line of lines) {
      await tx
        .insert(basketItems)
        .values({ userUuid, printId: line.printId, productCode: line.productCode, quantity: line.quantity })
        .onConflictDoNothing();
    }
    await tx.delete(basketItems).where(eq(basketItems.userUuid, guestUuid));
  },

  /** The account keeps its own code; a guest's code moves only when the account has none. */
  'referral_codes.user_uuid': async (tx, { guestUuid, userUuid }) => {
    const mine = await tx.select().from(referralCodes).where(eq(referralCodes.userUuid, userUuid));
    if (mine.length === 0)
      await tx.update(referralCodes).set({ userUuid }).where(eq(referralCodes.userUuid, guestUuid));
    else await tx.delete(referralCodes).where(eq(referralCodes.userUuid, guestUuid));
  },

  /** The guest's sessions and one-time tokens end with the guest: the browser signs in anew. */
  'one_time_tokens.user_uuid': async (tx, { guestUuid }) => {
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userUuid, guestUuid));
  },
};

/** Columns whose rows a merge leaves behind on purpose (deleted above), so the final check skips them. */
const DROPPED = new Set(['one_time_tokens.user_uuid']);

/**
 * Moves everything a guest made or bought (orders, payments, prints, photos, basket...) to the
 * account they signed in to, then deletes the guest. One transaction: it all moves or nothing does.
 * (A guest who signs up keeps their uuid and needs no merge.)
 */
export async function mergeGuestInto(db: Db, guestUuid: string, userUuid: string): Promise<void> {
  if (guestUuid === userUuid) return;
  const refs = userReferences();
  const missing = refs.filter((r) => !GUEST_MERGE_PLAN[r.key]).map((r) => r.key);
  if (missing.length > 0) throw new Error(`The guest merge does not handle ${missing.join(', ')}`);
  await db.transaction(async (tx) => {
    const guest = await tx.select().from(users).where(eq(users.uuid, guestUuid));
    if (!guest[0]?.isGuest) return;
    const ids = { guestUuid, userUuid };
    for (const hook of hooks) await hook(tx as unknown as Db, ids);
    for (const ref of refs) await GUEST_MERGE_PLAN[ref.key]!(tx as unknown as Db, ids);
    // Nothing may still point at the guest: the delete below would take it along.
    for (const ref of refs) {
      if (DROPPED.has(ref.key)) continue;
      const left = await tx.execute(
        sql`select 1 from ${ref.table} where ${sql.identifier(ref.column.name)} = ${guestUuid} limit 1`,
      );
      if (rowCount(left) > 0) throw new Error(`The guest merge left rows in ${ref.key}`);
    }
    await tx.delete(users).where(eq(users.uuid, guestUuid));
  });
  log.info('guest merged', { guestUuid, userUuid });
}

/** pglite answers { rows }, postgres-js an array. */
function rowCount(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const rows = (result as { rows?: unknown[] }).rows;
  return rows?.length ?? 0;
}
