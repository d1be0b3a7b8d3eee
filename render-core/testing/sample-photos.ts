import type { PhotoRefInput } from '../model/photo';
import { seededRandom } from '../layout/rng';

const SIZES: [number, number][] = [
  [4032, 3024],
  [3024, 4032],
  [4000, 2250],
  [2250, 4000],
  [3000, 3000],
  [2048, 1365],
  [1365, 2048],
];
const PLACES = ['Bilbao', 'San Sebastián', 'Aizkorri', 'Picos de Europa', null];

/**
 * A made-up pile of photos, the same for the same seed: phone-sized, mixed orientations, taken
 * in bursts over days with a few long gaps and changes of place, so chapters appear.
 */
export function samplePhotos(count: number, seed = 1): PhotoRefInput[] {
  const random = seededRandom(seed);
  let time = Date.UTC(2026, 6, 3, 9, 0, 0);
  return Array.from({ length: count }, (_, i) => {
    const [width, height] = SIZES[Math.floor(random() * SIZES.length)]!;
    const roll = random();
    // Mostly minutes apart, sometimes hours, now and then a day or more.
    time +=
      roll < 0.8
        ? random() * 20 * 60_000
        : roll < 0.95
          ? random() * 5 * 3_600_000
          : (20 + random() * 40) * 3_600_000;
    return {
      id: `photo-${String(i + 1).padStart(4, '0')}`,
      width,
      height,
      takenAt: new Date(Math.round(time / 1000) * 1000).toISOString(),
      place: PLACES[Math.floor(i / 40) % PLACES.length] ?? null,
    };
  });
}
