import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { eventLoopDelay } from './event-loop';

/**
 * Liveness: the database answers, and how late the event loop ran over the last 10 s
 * (`eventLoop`, server/health/event-loop.ts): a request holding the loop shows there.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const started = performance.now();
  const { database } = c.var;
  try {
    await database.ping();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return c.json(
      {
        status: 'ok' as const,
        database: { kind: database.kind, ok: true, latencyMs },
        eventLoop: eventLoopDelay(),
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  } catch (err) {
    return c.json(
      {
        status: 'degraded' as const,
        database: { kind: database.kind, ok: false, error: err instanceof Error ? err.message : String(err) },
        eventLoop: eventLoopDelay(),
      },
      503,
      { 'Cache-Control': 'no-store' },
    );
  }
});
