import { z } from 'zod';

/** GET /features/:clientKey */
export const featuresParams = z.object({ clientKey: z.string().min(1).max(100) });

/** POST /auth/_log: a client error report (JSON or form-encoded). */
export const clientLogSchema = z.object({
  level: z.enum(['error', 'warn', 'debug']),
  code: z.string().regex(/^[A-Za-z][\w-]{0,63}$/, 'must be a short code such as CLIENT_SESSION_ERROR'),
  message: z.string().max(4000, 'must be at most 4000 characters').default(''),
});
