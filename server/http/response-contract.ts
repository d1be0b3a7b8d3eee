import type { MiddlewareHandler } from 'hono';
import { findRoute } from '../../contract/api/check';
import { log } from '../lib/log';

/**
 * With CHECK_RESPONSES (the API tests turn it on), every successful JSON answer is parsed with its
 * route's response schema in the registry (contract/api/routes.ts). An answer outside it becomes a
 * 500 RESPONSE_CONTRACT naming the route and the first difference, so every API test that reads an
 * answer also checks the schema the browser's client is typed by. Off in production: no cost there.
 */
export function checkResponses(base: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status >= 300) return;
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    const path = new URL(c.req.url).pathname.slice(base.length);
    const route = findRoute(c.req.method, path);
    if (!route?.response) return;
    const answer: unknown = await c.res.clone().json();
    const parsed = route.response.safeParse(answer);
    if (parsed.success) return;
    const issue = parsed.error.issues[0];
    const message = `${route.method} ${route.path} answered outside its response schema at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`;
    log.error('response contract', { method: c.req.method, path, message });
    c.res = Response.json({ error: { code: 'RESPONSE_CONTRACT', message } }, { status: 500 });
  };
}
