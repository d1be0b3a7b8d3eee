import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  acceptBody,
  collabPrintQuery,
  inviteBody,
  invitePreviewQuery,
  memberPermissionBody,
  revokeMemberBody,
} from '../../contract/api/collab';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readQuery } from '../http/validate';
import { newShareToken, printSummaryJson } from '../print/prints';
import { prints } from '../print/schema';
import { users } from '../user/schema';
import { requireAccess } from './access';
import { collabBus } from './bus';
import { addMember, findOpenInvite, listMembers, previewInvite, takeInvite } from './members';
import { designInvites, designMembers } from './schema';
import { listSharedWithMe } from './shared-list';

const inviteUrl = (origin: string, token: string) =>
  `${origin}/webapp/collab-invite?token=${encodeURIComponent(token)}`;

/** Members and invites of a design (issue 27): only its owner invites, changes and revokes. */
export const memberRoutes = new Hono<AppEnv>()
  .post('/invite', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, inviteBody);
    await requireAccess(c.var.db, user.uuid, body.printId, 'owner');
    if (user.isGuest) {
      throw new ApiError(
        403,
        'ACCOUNT_NEEDED',
        'Create an account before inviting people: a guest’s designs can only be reached from this device.',
      );
    }
    const token = newShareToken();
    await c.var.db
      .insert(designInvites)
      .values({ token, printId: body.printId, permission: body.permission });
    return c.json({ token, url: inviteUrl(c.var.siteOrigin, token), ...body }, 201);
  })
  .get('/invite', async (c) => {
    // No sign-in: the link's token (256 random bits) is the permission to see this much.
    const { token } = readQuery(c, invitePreviewQuery);
    const preview = await previewInvite(c.var.db, token);
    if (!preview) throw notFound('The invite');
    return c.json(preview, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/accept', async (c) => {
    const user = await requireUser(c);
    const { token } = await readJson(c, acceptBody);
    const open = await findOpenInvite(c.var.db, token);
    if (open?.permission === 'edit' && user.isGuest) {
      throw new ApiError(
        403,
        'ACCOUNT_NEEDED',
        'Sign in or create an account to edit this design with others.',
      );
    }
    // The owner opening their own link (to try it) leaves it for the person it was made for.
    if (open?.ownerUuid === user.uuid) return c.json({ printId: open.printId, permission: 'edit' as const });
    const invite = await takeInvite(c.var.db, token, user.uuid);
    if (invite.again) return c.json({ printId: invite.printId, permission: invite.permission });
    const permission = await addMember(c.var.db, invite.printId, user.uuid, invite.permission);
    return c.json({ printId: invite.printId, permission });
  })
  .get('/shared', async (c) => {
    const user = await requireUser(c);
    const rows = await listSharedWithMe(c.var.db, user.uuid);
    return c.json(
      {
        designs: rows.map((r) => ({
          ...printSummaryJson(r),
          permission: r.permission,
          ownerName: r.ownerName,
        })),
      },
      200,
      {
        'Cache-Control': 'no-store',
      },
    );
  })
  .get('/members', async (c) => {
    const user = await requireUser(c);
    const { printId } = readQuery(c, collabPrintQuery);
    const you = await requireAccess(c.var.db, user.uuid, printId, 'view');
    const [print] = await c.var.db
      .select({ ownerUuid: prints.ownerUuid })
      .from(prints)
      .where(eq(prints.id, printId));
    const members = await listMembers(c.var.db, printId, print!.ownerUuid);
    return c.json({ printId, you, members }, 200, { 'Cache-Control': 'no-store' });
  })
  .post('/member-permission', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, memberPermissionBody);
    await requireAccess(c.var.db, user.uuid, body.printId, 'owner');
    if (body.permission === 'edit') await assertRegistered(c.var.db, body.userId);
    const updated = await c.var.db
      .update(designMembers)
      .set({ permission: body.permission })
      .where(and(eq(designMembers.printId, body.printId), eq(designMembers.userUuid, body.userId)))
      .returning();
    if (updated.length === 0) throw notFound('The member');
    return c.json({ userId: body.userId, permission: body.permission });
  })
  .post('/revoke', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, revokeMemberBody);
    await requireAccess(c.var.db, user.uuid, body.printId, 'owner');
    const removed = await c.var.db
      .delete(designMembers)
      .where(and(eq(designMembers.printId, body.printId), eq(designMembers.userUuid, body.userId)))
      .returning();
    // Their next op is refused (the row is gone); their open streams end now, on every server.
    if (removed.length > 0)
      collabBus(c.var.database).publish(body.printId, { type: 'revoked', userId: body.userId });
    return c.json({ revoked: removed.length > 0 });
  });

async function assertRegistered(db: AppEnv['Variables']['db'], userUuid: string) {
  const [member] = await db.select({ isGuest: users.isGuest }).from(users).where(eq(users.uuid, userUuid));
  if (member?.isGuest) {
    throw new ApiError(403, 'ACCOUNT_NEEDED', 'This member is a guest: edit needs an account of their own.');
  }
}
