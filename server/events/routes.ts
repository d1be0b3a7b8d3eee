import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { DEFAULT_REGION, holidayCountries, holidaysFor, knownPlace, regionsOf } from './holidays';

const eventsQuery = z.object({
  country: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
  region: z
    .string()
    .regex(/^[A-Za-z0-9]{1,3}$/, 'must be a region code such as ENG')
    .optional(),
  /** The first month the calendar shows; events for the twelve months from it. */
  from: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'),
  months: z.coerce.number().int().min(1, 'must be 1 to 24').max(24, 'must be 1 to 24').default(12),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'must be a two-letter language code')
    .default('en'),
});

const regionsQuery = z.object({
  country: eventsQuery.shape.country,
  language: eventsQuery.shape.language,
});

const cached = { 'Cache-Control': 'public, max-age=86400' };

/**
 * GET /api/events/get-events: public holidays for a calendar's months, from date-holidays.
 * GET /api/events/countries and /api/events/regions?country=GB: where holidays are known, for
 * the calendar events modal's choice of country and region.
 */
export const eventsRoutes = new Hono<AppEnv>()
  .get('/countries', (c) => c.json({ countries: holidayCountries() }, 200, cached))
  .get('/regions', (c) => {
    const q = readQuery(c, regionsQuery);
    if (!knownPlace(q.country)) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        'Invalid query.country: no public holidays are known there',
        {
          field: 'query.country',
        },
      );
    }
    return c.json(
      {
        country: q.country.toUpperCase(),
        /** The region used when none is asked for (England for GB); null means the whole country. */
        defaultRegion: DEFAULT_REGION[q.country.toUpperCase()] ?? null,
        regions: regionsOf(q.country, q.language),
      },
      200,
      cached,
    );
  })
  .get('/get-events', (c) => {
    const q = readQuery(c, eventsQuery);
    if (!knownPlace(q.country, q.region)) {
      const field = q.region && knownPlace(q.country) ? 'query.region' : 'query.country';
      throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${field}: no public holidays are known there`, {
        field,
      });
    }
    const [year, month] = q.from.split('-').map(Number) as [number, number];
    const first = `${q.from}-01`;
    const endMonth = new Date(Date.UTC(year, month - 1 + q.months, 1));
    const end = endMonth.toISOString().slice(0, 10);
    const events = [];
    for (let y = year; y <= endMonth.getUTCFullYear(); y++) {
      for (const day of holidaysFor(q.country, q.region, y, q.language)) {
        if (day.date >= first && day.date < end) events.push(day);
      }
    }
    return c.json(
      { country: q.country.toUpperCase(), region: q.region?.toUpperCase() ?? null, events },
      200,
      cached,
    );
  });
