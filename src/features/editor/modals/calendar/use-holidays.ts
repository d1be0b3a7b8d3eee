import { useEffect, useState } from 'react';
import { callApi } from '../../../../api/client';
import type { Holiday } from './calendar-events';

/**
 * The public holidays of a country (and region) for the calendar's year, with the countries and
 * regions to choose from, as the server lists them in `language`. Observances are left out.
 * Changing the country forgets the region (the new country's default region is taken when it has one).
 */
export function useHolidays(startCountry: string, startMonth: string | undefined, language: string) {
  const [countries, setCountries] = useState<string[]>([]);
  const [country, setCountryOnly] = useState(startCountry);
  const [regions, setRegions] = useState<{ code: string; name: string }[]>([]);
  const [defaultRegion, setDefaultRegion] = useState<string | null>(null);
  const [region, setRegion] = useState('');
  const [holidays, setHolidays] = useState<Holiday[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    callApi('GET /events/countries', { signal: abort.signal }).then(
      (body) => setCountries(body.countries),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    setRegions([]);
    callApi('GET /events/regions', { query: { country, language }, signal: abort.signal }).then(
      (body) => {
        setRegions(body.regions);
        setDefaultRegion(body.defaultRegion);
        if (body.defaultRegion) setRegion(body.defaultRegion);
      },
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [country, language]);

  useEffect(() => {
    if (!startMonth) return;
    const abort = new AbortController();
    setHolidays(null);
    setFailed(false);
    const query = { country, from: startMonth, language, ...(region ? { region } : {}) };
    callApi('GET /events/get-events', { query, signal: abort.signal }).then(
      (body) => setHolidays(body.events.filter((e) => e.type !== 'observance')),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [country, region, startMonth, language]);

  const setCountry = (code: string) => {
    setCountryOnly(code);
    setRegion('');
  };

  return { countries, country, setCountry, regions, defaultRegion, region, setRegion, holidays, failed };
}

/** What the events sheet shows of the holidays and the place they are for. */
export type HolidaysView = ReturnType<typeof useHolidays>;
