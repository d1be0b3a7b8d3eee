import { z } from 'zod';

/** GET /features/:clientKey */
export const featuresParams = z.object({ clientKey: z.string().min(1).max(100) });

/** POST /auth/_log: a client error report (JSON or form-encoded). */
export const clientLogSchema = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a short code such as CLIENT_SESSION_ERROR'),
  message: z.string().max(4000, 'must be at most 4000 characters').default(''),
});

/** GET /openapi.json: an OpenAPI 3.1 description (contract/api/openapi.ts builds it); only its frame is held here. */
export const openApiAnswer = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /health when the database answers (a 503 says it does not). */
export const healthAnswer = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.literal(true), latencyMs: z.number() }),
  eventLoop: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() }),
});

/** POST /auth/_log */
export const clientLogAnswer = z.object({ ok: z.literal(true) });

/** GET /features/:clientKey: GrowthBook's SDK payload (its rules are GrowthBook's, kept loose). */
export const featuresAnswer = z.looseObject({
  status: z.literal(200),
  dateUpdated: z.string(),
  features: z.record(z.string(), z.looseObject({ defaultValue: z.unknown() })),
});

/** POST /analytics: how many events came, and how many were kept (a repeat is dropped). */
export const analyticsAnswer = z.object({ received: z.number().int(), stored: z.number().int() });

/** POST /conversion/events */
export const conversionAnswer = z.object({ received: z.number().int() });
