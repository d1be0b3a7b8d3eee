import { DELIVERY_TIME_ZONE } from '../../contract/geo/delivery-country';
import { isSupportedCountry } from '../../contract/geo/countries';

/** The zone's offset from UTC at `at`, in minutes (Europe/Berlin in summer: 120). */
function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * The moment a delivery promise runs out (the late rule, docs/ARCHITECTURE.md "Delivery promises"):
 * the end of its latest day in the delivery country, i.e. midnight after it, local time.
 */
export function promiseDeadline(latest: string, country: string): Date {
  const zone = isSupportedCountry(country) ? DELIVERY_TIME_ZONE[country] : 'UTC';
  const [y, m, d] = latest.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d + 1);
  // The offset on that night (a DST change is measured at the guess itself, then once more).
  const guess = midnightUtc - offsetMinutes(zone, new Date(midnightUtc)) * 60_000;
  return new Date(midnightUtc - offsetMinutes(zone, new Date(guess)) * 60_000);
}
