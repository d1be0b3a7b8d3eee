import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { collabPrintQuery, presenceBody } from '../../contract/api/collab';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson, readQuery } from '../http/validate';
import { requireAccess } from './access';
import { batchSeenBy, presenceSeenBy } from './authors';
import { type CollabEvent, collabBus } from './bus';
import { presenceName } from './members';
import { colourFor, PRESENCE_TTL_MS } from './presence';

/** A comment line keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;

/**
 * Server-Sent Events of one design for its owner and members: `ops` (each accepted batch with its
 * seq, user and client), `presence` (who is where, what they selected) and `revoked` (sent to the
 * member whose access was removed, then the stream ends). Each event is written as it comes,
 * without waiting for the previous write: the bus never waits on a slow reader.
 */
export const streamRoutes = new Hono<AppEnv>()
  .get('/stream', async (c) => {
    const user = await requireUser(c);
    const { printId } = readQuery(c, collabPrintQuery);
    await requireAccess(c.var.db, user.uuid, printId, 'view');
    const bus = collabBus(c.var.database);
    await bus.ready();
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let done: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        done = resolve;
      });
      const send = (event: CollabEvent) => {
        if (event.type === 'revoked') {
          if (event.userId !== user.uuid) return;
          void stream.writeSSE({ event: 'revoked', data: JSON.stringify({ printId }) }).finally(done);
          return;
        }
        const data =
          event.type === 'ops'
            ? batchSeenBy(user.uuid, event.batch)
            : presenceSeenBy(user.uuid, event.presence);
        const id = event.type === 'ops' ? String(event.batch.seq) : undefined;
        void stream.writeSSE({ event: event.type, data: JSON.stringify(data), ...(id ? { id } : {}) });
      };
      const unsubscribe = bus.subscribe(printId, send);
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      stream.onAbort(done);
      // Who is here already, then everything from now on.
      await stream.write(': connected\n\n');
      for (const presence of bus.presence.list(printId)) {
        await stream.writeSSE({
          event: 'presence',
          data: JSON.stringify(presenceSeenBy(user.uuid, presence)),
        });
      }
      await ended;
      clearInterval(heartbeat);
      unsubscribe();
    });
  })
  .post('/presence', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, presenceBody);
    const access = await requireAccess(c.var.db, user.uuid, body.printId, 'view');
    const bus = collabBus(c.var.database);
    bus.publish(body.printId, {
      type: 'presence',
      presence: {
        clientId: body.clientId,
        userId: user.uuid,
        name: presenceName(user, access),
        colour: colourFor(user.uuid),
        pageId: body.pageId,
        selection: body.selection,
        expiresAt: new Date(Date.now() + PRESENCE_TTL_MS).toISOString(),
      },
    });
    return c.json({ present: bus.presence.list(body.printId).map((p) => presenceSeenBy(user.uuid, p)) });
  });
