import { beforeEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('../api/client', () => ({
  callApi: (key: string, args: unknown) =>
    key === 'POST /places/lookup' ? post(args) : Promise.reject(new Error(`unexpected ${key}`)),
}));

const { lookupPlaces, placesWithin, titleLocale } = await import('./place-names');

const at = (id: string, latitude: number, longitude: number) => ({ id, gps: { latitude, longitude } });

beforeEach(() => {
  post.mockReset();
});

describe('lookupPlaces', () => {
  it('asks once for the whole pick, each position once, and labels the towns with their country', async () => {
    post.mockImplementation(async (args?: { body: { points: unknown[] } }) => {
      const json = args!.body;
      return {
        places: json.points.map((_, i) => (i === 0 ? { name: 'San Sebastián', country: 'ES' } : null)),
      };
    });
    const places = await lookupPlaces([
      at('a', 43.3178, -1.9861),
      at('b', 43.31781, -1.98612), // the same spot a few metres on
      at('c', 40, -35),
      { id: 'd', gps: null },
    ]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0].body.points).toEqual([
      { lat: 43.3178, lon: -1.9861 },
      { lat: 40, lon: -35 },
    ]);
    expect([...places]).toEqual([
      ['a', 'San Sebastián (ES)'],
      ['b', 'San Sebastián (ES)'],
    ]);
    // Known positions are not asked again.
    expect((await lookupPlaces([at('e', 43.3178, -1.9861)])).get('e')).toBe('San Sebastián (ES)');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed call so the next pick asks again', async () => {
    post.mockRejectedValueOnce(new Error('offline'));
    await expect(lookupPlaces([at('a', 52.3731, 4.8922)])).rejects.toThrow('offline');
    post.mockResolvedValueOnce({ places: [{ name: 'Amsterdam', country: 'NL' }] });
    expect((await lookupPlaces([at('a', 52.3731, 4.8922)])).get('a')).toBe('Amsterdam (NL)');
    expect(post).toHaveBeenCalledTimes(2);
  });
});

describe('placesWithin', () => {
  it('gives up waiting after the moment given, with no places, and asks nothing without positions', async () => {
    vi.useFakeTimers();
    post.mockReturnValue(new Promise(() => {}));
    const waiting = placesWithin([at('a', 10, 10)], 300);
    vi.advanceTimersByTime(300);
    expect((await waiting).size).toBe(0);
    vi.useRealTimers();
    expect((await placesWithin([{ id: 'x', gps: null }], 300)).size).toBe(0);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('titleLocale', () => {
  it('titles in British English for the app default and in the language of every other locale', () => {
    expect(titleLocale('en')).toBe('en-GB');
    expect(titleLocale('de-de')).toBe('de-DE');
    expect(titleLocale('en-us')).toBe('en-US');
  });
});
