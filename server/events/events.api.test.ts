import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type Events = {
  country: string;
  region: string | null;
  events: { date: string; label: string; type: string }[];
};

describe('GET /api/events/get-events', () => {
  it("gives England's holidays for twelve months from the start month, summer bank holiday included", async () => {
    const res = await fetch(server.api('/events/get-events?country=GB&from=2026-06'));
    expect(res.status).toBe(200);
    const body = await json<Events>(res);
    expect(body.events).toContainEqual({ date: '2026-08-31', label: 'Summer bank holiday', type: 'public' });
    expect(body.events.some((e) => e.date === '2027-05-03')).toBe(true);
    expect(body.events.every((e) => e.date >= '2026-06-01' && e.date < '2027-06-01')).toBe(true);
  });

  it('names the days in the language asked for', async () => {
    const body = await json<Events>(
      await fetch(server.api('/events/get-events?country=DE&from=2026-01&months=1&language=de')),
    );
    expect(body.events[0]).toMatchObject({ date: '2026-01-01', label: 'Neujahr' });
  });

  it('refuses a bad month, an unknown country and an unknown region, naming the field', async () => {
    for (const [query, field] of [
      ['country=GB&from=2026-13', 'query.from'],
      // Years 0-99 were read as 1900-1999 (Date.UTC) and answered with holidays of other
      // centuries, after computing every year between.
      ['country=GB&from=0000-01', 'query.from'],
      ['country=GB&from=0099-12', 'query.from'],
      ['country=GB&from=1899-12', 'query.from'],
      ['country=GB&from=3000-01', 'query.from'],
      ['country=XX&from=2026-01', 'query.country'],
      ['country=GB&region=ZZZ&from=2026-01', 'query.region'],
    ] as const) {
      const res = await fetch(server.api(`/events/get-events?${query}`));
      expect(res.status, query).toBe(400);
      expect((await json<{ error: { field: string } }>(res)).error.field, query).toBe(field);
    }
  });
});

describe('GET /api/events/countries and /api/events/regions', () => {
  it('lists the countries with holidays, and a country’s regions by name', async () => {
    const countries = await json<{ countries: string[] }>(await fetch(server.api('/events/countries')));
    expect(countries.countries).toEqual(expect.arrayContaining(['DE', 'GB', 'US']));
    const res = await fetch(server.api('/events/regions?country=gb'));
    expect(res.status).toBe(200);
    const body = await json<{
      country: string;
      defaultRegion: string | null;
      regions: { code: string; name: string }[];
    }>(res);
    expect(body.country).toBe('GB');
    expect(body.defaultRegion).toBe('ENG');
    expect(body.regions).toContainEqual({ code: 'SCT', name: 'Scotland' });
    expect(body.regions.map((r) => r.name)).toEqual([...body.regions.map((r) => r.name)].sort());
  });

  it('names regions in the language asked for, and refuses an unknown country', async () => {
    const de = await json<{ defaultRegion: string | null; regions: { code: string; name: string }[] }>(
      await fetch(server.api('/events/regions?country=DE&language=de')),
    );
    expect(de.defaultRegion).toBeNull();
    expect(de.regions).toContainEqual({ code: 'BY', name: 'Bayern' });
    const res = await fetch(server.api('/events/regions?country=XX'));
    expect(res.status).toBe(400);
    expect((await json<{ error: { field: string } }>(res)).error.field).toBe('query.country');
  });
});
