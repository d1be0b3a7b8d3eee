import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const started = performance.now();
  const { database } = c.var;
  try {
    await database.ping();
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return c.json({ status: 'ok' as const, database: { kind: database.kind, ok: true, latencyMs } }, 200, {
      'Cache-Control': 'no-store',
    });
  } catch (err) {
    return c.json(
      {
        status: 'degraded' as const,
        database: { kind: database.kind, ok: false, error: err instanceof Error ? err.message : String(err) },
      },
      503,
      { 'Cache-Control': 'no-store' },
    );
  }
});
