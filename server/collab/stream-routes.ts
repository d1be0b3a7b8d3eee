import { Hono } from 'hono';
import { type SSEMessage, streamSSE } from 'hono/streaming';
import { collabPrintQuery, presenceBody } from '../../contract/api/collab';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson, readQuery } from '../http/validate';
import { requireAccess } from './access';
import { batchSeenBy, presenceSeenBy } from './authors';
import { type CollabEvent, collabBus } from './bus';
import { dropStream, limitPresence, streamSlot } from './limits';
import { presenceName } from './members';
import { colourFor, PRESENCE_TTL_MS } from './presence';
import { boundedWriter } from './stream-buffer';

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
    const release = streamSlot(c, user.uuid); // fair shares (limits.ts): 429 past the member's streams
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let done: () => void = () => {};
      const ended = new Promise<void>((resolve) => {
        done = resolve;
      });
      // Back-pressure (stream-buffer.ts): a reader that does not read is dropped, not buffered for.
      const write = boundedWriter(
        (m: SSEMessage) => stream.writeSSE(m),
        c.var.config.COLLAB_STREAM_BUFFER_BYTES,
        () => dropStream(c, stream),
      );
      const send = (event: CollabEvent) => {
        if (event.type === 'revoked') {
          if (event.userId !== user.uuid) return;
          void stream.writeSSE({ event: 'revoked', data: JSON.stringify({ printId }) }).finally(done);
          return;
        }
        // Each viewer hears others' clients named by their person (authors.ts), so the text is its own.
        const data = JSON.stringify(
          event.type === 'ops'
            ? batchSeenBy(user.uuid, event.batch)
            : presenceSeenBy(user.uuid, event.presence),
        );
        const id = event.type === 'ops' ? String(event.batch.seq) : undefined;
        write({ event: event.type, data, ...(id ? { id } : {}) }, data.length);
      };
      const unsubscribe = bus.subscribe(printId, send);
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      stream.onAbort(done);
      try {
        // Who is here already, then everything from now on.
        await stream.write(': connected\n\n');
        for (const presence of bus.presence.list(printId)) {
          await stream.writeSSE({
            event: 'presence',
            data: JSON.stringify(presenceSeenBy(user.uuid, presence)),
          });
        }
        await ended;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        release();
      }
    });
  })
  .post('/presence', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, presenceBody);
    limitPresence(c, user.uuid, body.clientId); // fair shares (limits.ts): 429 past the presence share
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
