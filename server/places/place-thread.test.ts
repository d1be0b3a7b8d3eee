import { describe, expect, it } from 'vitest';
import { placeAt } from './place-index';
import { placesAt, stopPlaceThread } from './place-thread';

const POINTS = [
  { lat: 43.3183, lon: -1.9812 }, // a beach in San Sebastián
  { lat: 52.3731, lon: 4.8926 }, // Amsterdam
  { lat: 0, lon: -140 }, // the Pacific: no town within 30 km
];

describe('the place thread (issue 26: no lookup holds the event loop)', () => {
  it('answers what the index answers, while the event loop keeps turning', async () => {
    // The first lookup loads 6 MB of towns. Inline, that is a third of a second in which no timer
    // fires (and no other request is answered); in the thread, the loop goes on turning meanwhile.
    // Another test file in this worker may have started the thread already: this lookup starts its
    // own (a warm thread answers in a millisecond, too soon to tell).
    await stopPlaceThread();
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    setImmediate(turn);
    const places = await placesAt(POINTS);
    turning = false;
    expect(places).toEqual(POINTS.map((p) => placeAt(p.lat, p.lon)));
    expect(places[0]).toEqual({ name: 'San Sebastián', country: 'ES' });
    expect(places[2]).toBeNull();
    expect(turns).toBeGreaterThan(10);
  });

  it('answers many lookups asked at once, each its own', async () => {
    const answers = await Promise.all(POINTS.map((p) => placesAt([p])));
    expect(answers.map((a) => a[0])).toEqual(POINTS.map((p) => placeAt(p.lat, p.lon)));
    expect(await placesAt([])).toEqual([]);
  });
});
