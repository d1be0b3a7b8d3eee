import { z } from 'zod';

/** POST /analytics: the first-party collector's batch, as the browser sends it. */

/** Names like PageView, experimentJoined or "basket item added". */
const eventName = z
  .string()
  .regex(
    /^[A-Za-z][\w .-]{0,63}$/,
    'must start with a letter and use at most 64 letters, digits, spaces, . _ or -',
  );

const MAX_PROPERTIES_CHARS = 8_000;

export const analyticsEventSchema = z.object({
  id: z.string().min(8).max(64),
  name: eventName,
  properties: z
    .record(z.string(), z.unknown())
    .default({})
    .refine((p) => JSON.stringify(p).length <= MAX_PROPERTIES_CHARS, {
      message: `must be at most ${MAX_PROPERTIES_CHARS} characters as JSON`,
    }),
  /** When it happened in the browser, as an ISO time. */
  at: z.iso.datetime({ offset: true }),
});

export const analyticsBatchSchema = z.object({
  events: z
    .array(analyticsEventSchema)
    .min(1, 'must hold at least one event')
    .max(50, 'must hold at most 50 events'),
});

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
