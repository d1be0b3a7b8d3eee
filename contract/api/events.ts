import { z } from 'zod';

/** GET /events/get-events */
export const eventsQuery = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
  region: z
    .string()
    .regex(/^[A-Za-z0-9]{1,3}$/, 'must be a region code such as ENG')
    .optional(),
  /**
   * The first month the calendar shows; events for the twelve months from it. Years 1900 to 2999:
   * Date.UTC reads years 0-99 as 1900-1999, and each year between is computed.
   */
  from: z.string().regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM, from 1900 to 2999'),
  months: z.coerce.number().int().min(1, 'must be 1 to 24').max(24, 'must be 1 to 24').default(12),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
    .default('en'),
});

/** GET /events/regions */
export const regionsQuery = z.object({
  country: eventsQuery.shape.country,
  language: eventsQuery.shape.language,
});

/** GET /events/countries: the countries whose holidays are known (ISO codes). */
export const countriesAnswer = z.object({ countries: z.array(z.string()) });

/** GET /events/regions: a country's regions; defaultRegion is the one used when none is asked for. */
export const regionsAnswer = z.object({
  country: z.string(),
  defaultRegion: z.string().nullable(),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** One holiday or observance (server/events/holidays.ts CalendarEvent). */
export const calendarEventSchema = z.object({
  date: z.string(),
  label: z.string(),
  type: z.enum(['public', 'bank', 'observance']),
});

/** GET /events/get-events */
export const eventsAnswer = z.object({
  country: z.string(),
  region: z.string().nullable(),
  events: z.array(calendarEventSchema),
});
