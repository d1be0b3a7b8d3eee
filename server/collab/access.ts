import { and, count, eq } from 'drizzle-orm';
import type { CollabPermission } from '../../contract/api/collab';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { type PrintRow, prints } from '../print/schema';
import { designInvites, designMembers } from './schema';

/** What someone may do with a design: its owner everything, a member what they were given. */
export type Access = 'owner' | CollabPermission;

const RANK: Record<Access, number> = { view: 0, copy: 1, contribute: 2, edit: 3, owner: 4 };

/** Whether `access` allows what `need` asks for (each permission includes the ones below it). */
export const allows = (access: Access, need: Access) => RANK[access] >= RANK[need];

/** The caller's access to a design, or null when it is not theirs and they are not a member. */
export async function designAccess(db: Db, userUuid: string, printId: string): Promise<Access | null> {
  const rows = await db
    .select({ ownerUuid: prints.ownerUuid, permission: designMembers.permission })
    .from(prints)
    .leftJoin(designMembers, and(eq(designMembers.printId, prints.id), eq(designMembers.userUuid, userUuid)))
    .where(eq(prints.id, printId));
  const row = rows[0];
  if (!row) return null;
  if (row.ownerUuid === userUuid) return 'owner';
  return row.permission ?? null;
}

/**
 * The caller's access, at least `need`: a design that is neither theirs nor shared with them is as
 * absent as a missing one (404); a member without enough permission gets a 403 saying so.
 */
export async function requireAccess(db: Db, userUuid: string, printId: string, need: Access) {
  const access = await designAccess(db, userUuid, printId);
  if (!access) throw await notReadable(db, userUuid, printId);
  if (!allows(access, need)) {
    throw new ApiError(
      403,
      'FORBIDDEN',
      need === 'owner'
        ? 'Only the owner of this design may do this.'
        : `You may ${access} this design; this needs ${need} permission.`,
    );
  }
  return access;
}

/**
 * A design its owner or any member may open (GET /print/:id), with the caller's access and whether
 * it is shared (a member, or an invite made); anyone else gets a 404.
 */
export async function findReadablePrint(
  db: Db,
  userUuid: string,
  id: string,
): Promise<{ print: PrintRow; access: Access; shared: boolean }> {
  const rows = await db
    .select({ print: prints, permission: designMembers.permission })
    .from(prints)
    .leftJoin(designMembers, and(eq(designMembers.printId, prints.id), eq(designMembers.userUuid, userUuid)))
    .where(eq(prints.id, id));
  const row = rows[0];
  const access: Access | null = !row ? null : row.print.ownerUuid === userUuid ? 'owner' : row.permission;
  if (!row || !access) throw await notReadable(db, userUuid, id);
  // Shared from the first invite on: the owner's editor goes live before anyone accepts, so an
  // invitee's first edit never meets a whole-document save.
  const [members, invites] = await Promise.all([
    db.select({ n: count() }).from(designMembers).where(eq(designMembers.printId, id)),
    db.select({ n: count() }).from(designInvites).where(eq(designInvites.printId, id)),
  ]);
  return { print: row.print, access, shared: (members[0]?.n ?? 0) + (invites[0]?.n ?? 0) > 0 };
}

// --- issue 54: a removed member is told so (403 REMOVED), not answered as a stranger (404) ---

/**
 * Why someone may not open a design: a person who joined it by an invite and is no longer a member
 * was removed (403 `REMOVED`: their device forgets its copy and says so); anyone else is answered
 * as if it did not exist (404). An invite keeps who used it (`accepted_by`), so no new table is needed.
 */
export async function notReadable(db: Db, userUuid: string, printId: string): Promise<ApiError> {
  const used = await db
    .select({ token: designInvites.token })
    .from(designInvites)
    .where(and(eq(designInvites.printId, printId), eq(designInvites.acceptedBy, userUuid)))
    .limit(1);
  if (used.length === 0) return notFound('The print');
  return new ApiError(403, 'REMOVED', 'You are no longer a member of this design.');
}
