import { desc, eq } from 'drizzle-orm';
import type { CollabPermission } from '../../contract/api/collab';
import type { Db } from '../db/client';
import { type PrintSummaryRow, printSummaryColumns } from '../print/prints';
import { prints } from '../print/schema';
import { users } from '../user/schema';
import { displayName, nameColumns } from './members';
import { designMembers } from './schema';

export interface SharedDesignRow extends PrintSummaryRow {
  permission: CollabPermission;
  ownerName: string;
}

/**
 * The designs others shared with `userUuid` (they are a member of), newest first: what My designs
 * lists under "Shared with you", so an invitee finds the book again without the invite link.
 */
export async function listSharedWithMe(db: Db, userUuid: string): Promise<SharedDesignRow[]> {
  const rows = await db
    .select({
      summary: printSummaryColumns,
      permission: designMembers.permission,
      owner: nameColumns,
    })
    .from(designMembers)
    .innerJoin(prints, eq(prints.id, designMembers.printId))
    .innerJoin(users, eq(users.uuid, prints.ownerUuid))
    .where(eq(designMembers.userUuid, userUuid))
    .orderBy(desc(prints.updatedAt));
  return rows.map((r) => ({ ...r.summary, permission: r.permission, ownerName: displayName(r.owner) }));
}
