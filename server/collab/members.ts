import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CollabPermission } from '../../contract/api/collab';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { photos } from '../photo/schema';
import { prints } from '../print/schema';
import { type UserRow, users } from '../user/schema';
import type { Access } from './access';
import { designInvites, designMembers } from './schema';

/** The name members see of each other: the person's name, else their e-mail's first part. */
export function displayName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'isGuest'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  if (user.email) return user.email.split('@')[0]!;
  return 'Guest';
}

/**
 * The name the others in a design see live (presence): the person's own name, else what they are
 * to the design. Never any part of an e-mail address (issue 54: presence showed the local part).
 */
export function presenceName(
  user: Pick<UserRow, 'firstName' | 'lastName' | 'isGuest'>,
  access: Access,
): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  if (user.isGuest) return 'Guest';
  return access === 'owner' ? 'Owner' : 'Member';
}

/**
 * Uses an invite for `userUuid`: the first to accept it takes it (one statement, so two people
 * accepting at once cannot both get in). The same person accepting again while still a member
 * gets the same answer; once revoked, the used link leads nowhere (404).
 */
export async function takeInvite(db: Db, token: string, userUuid: string) {
  const [taken] = await db
    .update(designInvites)
    .set({ acceptedBy: userUuid, acceptedAt: sql`now()` })
    .where(and(eq(designInvites.token, token), isNull(designInvites.acceptedBy)))
    .returning({ printId: designInvites.printId, permission: designInvites.permission });
  if (taken) return { ...taken, again: false };
  const [again] = await db
    .select({ printId: designMembers.printId, permission: designMembers.permission })
    .from(designInvites)
    .innerJoin(
      designMembers,
      and(eq(designMembers.printId, designInvites.printId), eq(designMembers.userUuid, userUuid)),
    )
    .where(and(eq(designInvites.token, token), eq(designInvites.acceptedBy, userUuid)));
  if (!again) throw notFound('The invite');
  return { ...again, again: true };
}

/** An invite not used yet (to check who may take it before taking it). */
export async function findOpenInvite(db: Db, token: string) {
  const [row] = await db
    .select({
      printId: designInvites.printId,
      permission: designInvites.permission,
      ownerUuid: prints.ownerUuid,
    })
    .from(designInvites)
    .innerJoin(prints, eq(prints.id, designInvites.printId))
    .where(and(eq(designInvites.token, token), isNull(designInvites.acceptedBy)));
  return row ?? null;
}

/** The columns of a user that displayName reads. */
export const nameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isGuest: users.isGuest,
};

/** An open invite's design title, permission and owner's name (what the invite page shows). */
export async function previewInvite(db: Db, token: string) {
  const [row] = await db
    .select({
      title: prints.title,
      permission: designInvites.permission,
      owner: nameColumns,
    })
    .from(designInvites)
    .innerJoin(prints, eq(prints.id, designInvites.printId))
    .innerJoin(users, eq(users.uuid, prints.ownerUuid))
    .where(and(eq(designInvites.token, token), isNull(designInvites.acceptedBy)));
  return row ? { ownerName: displayName(row.owner), title: row.title, permission: row.permission } : null;
}

/** Makes `userUuid` a member with `permission` (a member already keeps the higher of the two). */
export async function addMember(db: Db, printId: string, userUuid: string, permission: CollabPermission) {
  const order: CollabPermission[] = ['view', 'copy', 'contribute', 'edit'];
  const [existing] = await db
    .select({ permission: designMembers.permission })
    .from(designMembers)
    .where(and(eq(designMembers.printId, printId), eq(designMembers.userUuid, userUuid)));
  if (existing && order.indexOf(existing.permission) >= order.indexOf(permission)) return existing.permission;
  await db
    .insert(designMembers)
    .values({ printId, userUuid, permission })
    .onConflictDoUpdate({ target: [designMembers.printId, designMembers.userUuid], set: { permission } });
  return permission;
}

export interface MemberJson {
  userId: string;
  name: string;
  permission: Access;
  photosAdded: number;
}

/**
 * The owner and the members of a design, with how many photos each added to its library: photos
 * uploaded for the design (photos.print_id) by the owner or a member who may contribute.
 */
export async function listMembers(db: Db, printId: string, ownerUuid: string): Promise<MemberJson[]> {
  const members = await db
    .select({ user: users, permission: designMembers.permission })
    .from(designMembers)
    .innerJoin(users, eq(users.uuid, designMembers.userUuid))
    .where(eq(designMembers.printId, printId))
    .orderBy(designMembers.createdAt);
  const [owner] = await db.select().from(users).where(eq(users.uuid, ownerUuid));
  const people = [...(owner ? [{ user: owner, permission: 'owner' as Access }] : []), ...members];
  const added = await db
    .select({ ownerUuid: photos.ownerUuid, n: count() })
    .from(photos)
    .where(
      and(
        eq(photos.printId, printId),
        inArray(
          photos.ownerUuid,
          people.map((p) => p.user.uuid),
        ),
      ),
    )
    .groupBy(photos.ownerUuid);
  const counts = new Map(added.map((a) => [a.ownerUuid, Number(a.n)]));
  return people.map((p) => ({
    userId: p.user.uuid,
    name: displayName(p.user),
    permission: p.permission,
    photosAdded: counts.get(p.user.uuid) ?? 0,
  }));
}

/** A guest merged into an account: their memberships move, unless the account has one there already. */
export async function mergeGuestMemberships(tx: Db, guestUuid: string, userUuid: string) {
  const mine = await tx
    .select({ printId: designMembers.printId })
    .from(designMembers)
    .where(eq(designMembers.userUuid, userUuid));
  const owned = await tx.select({ id: prints.id }).from(prints).where(eq(prints.ownerUuid, userUuid));
  const taken = [...mine.map((m) => m.printId), ...owned.map((p) => p.id)];
  if (taken.length > 0) {
    await tx
      .delete(designMembers)
      .where(and(eq(designMembers.userUuid, guestUuid), inArray(designMembers.printId, taken)));
  }
  await tx.update(designMembers).set({ userUuid }).where(eq(designMembers.userUuid, guestUuid));
}
