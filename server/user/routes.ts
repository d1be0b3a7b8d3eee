import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { dismissKeysNotice } from '../auth/claim';
import { requireUser } from '../auth/current-user';
import {
  beginRegistration,
  credentialResponse,
  finishRegistration,
  listPasskeys,
  savePasskey,
} from '../auth/passkeys';
import { passkeys } from '../auth/schema';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { readJson, readParams } from '../http/validate';
import { passkeyName, passkeyParams } from '../../contract/api/auth';
import { toPublicUser } from './users';

/** /webapp/api/user: who is signed in, and their passkeys. */
export const userRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = await requireUser(c);
    return c.json({ user: toPublicUser(user, c.var.config) });
  })
  .get('/passkeys', async (c) => {
    const user = await requireUser(c, { registered: true });
    const rows = await listPasskeys(c.var.db, user.uuid);
    return c.json({
      passkeys: rows.map((p) => ({
        ...p,
        createdAt: p.createdAt.toISOString(),
        lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      })),
    });
  })
  .post('/passkeys/register/begin', async (c) => {
    const user = await requireUser(c, { registered: true });
    await readJson(c, passkeyName).catch(() => ({}));
    const email = user.email ?? user.uuid;
    const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || email;
    return c.json(
      await beginRegistration(c, { uuid: user.uuid, email, displayName }, { forUser: user.uuid }),
    );
  })
  .post('/passkeys/register/finish', async (c) => {
    const user = await requireUser(c, { registered: true });
    const body = await readJson(c, credentialResponse);
    const { pending, credential } = await finishRegistration(c, body);
    // A challenge made for someone else's account is no use here.
    if (pending.forUser !== user.uuid) throw notFound('This passkey request');
    await savePasskey(c.var.db, user, credential, body.name || 'Passkey');
    return c.json({ passkey: { id: credential.id, name: body.name || 'Passkey' } }, 201);
  })
  .delete('/passkeys/:id', async (c) => {
    const user = await requireUser(c, { registered: true });
    const { id } = readParams(c, passkeyParams);
    const rows = await c.var.db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userUuid, user.uuid)))
      .returning({ id: passkeys.id });
    if (rows.length === 0) throw notFound('This passkey');
    return c.json({ deleted: true });
  })
  // The owner has read "a password set up before you proved your address was removed" (server/auth/claim.ts).
  .delete('/keys-notice', async (c) => {
    const user = await requireUser(c, { registered: true });
    await dismissKeysNotice(c.var.db, user.uuid);
    return c.json({ user: toPublicUser({ ...user, unprovedKeysRemovedAt: null }, c.var.config) });
  });
