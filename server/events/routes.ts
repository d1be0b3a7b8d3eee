import { Hono } from 'hono';
import { ApiError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { readQuery } from '../http/validate';
import { eventsQuery, regionsQuery } from '../../contract/api/events';
import { DEFAULT_REGION, holidayCountries, holidaysFor, knownPlace, regionsOf } from './holidays';

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
