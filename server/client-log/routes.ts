import { Hono } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { clientLogSchema } from '../../contract/api/meta';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimits, rules } from '../auth/rate-limit';
import { log } from '../lib/log';
import { clientLogs } from './schema';

/**
 * POST /webapp/api/auth/_log: client errors (level, code, message). The session library sends them
 * form-encoded with sendBeacon; our own error reporting sends JSON. Both land in client_logs.
 * Anyone may call it, so it is bounded: CLIENT_LOG_LIMIT_PER_CLIENT lines a minute per client
 * address (then 429, nothing written), and its lines in the server's log say they are the
 * browser's (`source: "browser"`) at warn at most, never at the server's own error level.
 */
export const clientLogRoutes = new Hono<AppEnv>().post('/', async (c) => {
  await enforceRateLimits(c.var.db, [
    rules.clientLog(clientAddress(c), c.var.config.CLIENT_LOG_LIMIT_PER_CLIENT),
  ]);
  const type = c.req.header('content-type') ?? '';
  let entry: z.infer<typeof clientLogSchema>;
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const parsed = clientLogSchema.safeParse(form);
    if (!parsed.success) throw validationError(parsed.error, 'body');
    entry = parsed.data;
  } else if (/json/i.test(type)) {
    entry = await readJson(c, clientLogSchema);
  } else {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as JSON or as a form (application/x-www-form-urlencoded).',
    );
  }
  const userAgent = c.req.header('user-agent')?.slice(0, 400) ?? null;
  await c.var.db.insert(clientLogs).values({ ...entry, userAgent });
  const write = entry.level === 'debug' ? log.debug : log.warn;
  write('browser log', {
    source: 'browser',
    browserLevel: entry.level,
    code: entry.code,
    browserMessage: entry.message.slice(0, 400),
  });
  return c.json({ ok: true }, 201, { 'Cache-Control': 'no-store' });
});
