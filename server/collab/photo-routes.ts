import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { collabPrintQuery } from '../../contract/api/collab';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { prints } from '../print/schema';
import { requireAccess } from './access';
import { addedByOthers } from './library';

/** Who added what to a design's library (the owner's tray marks others' photos with it). */
export const photoRoutes = new Hono<AppEnv>().get('/photos', async (c) => {
  const user = await requireUser(c);
  const { printId } = readQuery(c, collabPrintQuery);
  await requireAccess(c.var.db, user.uuid, printId, 'view');
  const [print] = await c.var.db
    .select({ ownerUuid: prints.ownerUuid })
    .from(prints)
    .where(eq(prints.id, printId));
  const photos = await addedByOthers(c.var.db, printId, print!.ownerUuid);
  return c.json({ printId, photos }, 200, { 'Cache-Control': 'no-store' });
});
