import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import { displayName } from './place-index';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const lookup = (body: unknown) =>
  fetch(server.api('/places/lookup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /places/lookup', () => {
  it('names the towns of the fixture photos (GPS from fixtures/README.md), and nothing at sea', async () => {
    const res = await lookup({
      points: [
        { lat: 43.3178, lon: -1.9861 }, // La Concha beach, San Sebastián
        { lat: 43.32306, lon: -3.01722 }, // Vizcaya Bridge, Portugalete (Bilbao is 11 km away)
        { lat: 52.3731, lon: 4.8922 }, // Amsterdam
        { lat: 40.0, lon: -35.0 }, // the middle of the Atlantic
      ],
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      places: [
        { name: 'San Sebastián', country: 'ES' },
        { name: 'Portugalete', country: 'ES' },
        { name: 'Amsterdam', country: 'NL' },
        null,
      ],
    });
  });

  it('refuses positions that are not on Earth, and an empty or oversized list', async () => {
    for (const body of [
      { points: [{ lat: 91, lon: 0 }] },
      { points: [{ lat: 0, lon: 'east' }] },
      { points: [] },
      { points: Array.from({ length: 1001 }, () => ({ lat: 0, lon: 0 })) },
    ]) {
      const res = await lookup(body);
      expect(res.status).toBe(400);
    }
  });
});

describe('place names', () => {
  it('takes the last form of a bilingual name', () => {
    expect(displayName('Donostia / San Sebastián')).toBe('San Sebastián');
    expect(displayName('Bilbao')).toBe('Bilbao');
  });
});
