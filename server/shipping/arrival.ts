import { log } from '../lib/log';
import type { EstimateRequest, PartnerEstimate, PrintPartner } from '../print-partner/partner';
import { addWorkingDays, type ShippingOption } from './options';

/**
 * Our own time before the partner has an order (issue 53): the change window and the print files,
 * one working day. The date the customer is promised is the partner's own estimate for an order it
 * received now, moved on by this.
 */
export const OUR_PRODUCTION_DAYS = 1;
/** A partner slower than this to answer is taken as down for the estimate: a basket never waits on it. */
export const ESTIMATE_TIMEOUT_MS = 3000;
/** A partner's dates are kept this long; a failure is remembered for a minute, so an outage is asked once. */
const FRESH_MS = 30 * 60_000;
const FAILED_MS = 60_000;

export type EstimateSource = Pick<PrintPartner, 'name' | 'estimate'>;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The partner's dates for an order received now, plus our production days. */
export function promisedDates(estimate: PartnerEstimate): { earliest: string; latest: string } {
  return {
    earliest: isoDate(addWorkingDays(dayOf(estimate.minDeliveryDate), OUR_PRODUCTION_DAYS)),
    latest: isoDate(addWorkingDays(dayOf(estimate.maxDeliveryDate), OUR_PRODUCTION_DAYS)),
  };
}

type Cached = { at: number; estimate: PartnerEstimate | null };
const caches = new WeakMap<EstimateSource, Map<string, Cached>>();

async function askPartner(partner: EstimateSource, req: EstimateRequest, now: Date) {
  const cache = caches.get(partner) ?? new Map<string, Cached>();
  caches.set(partner, cache);
  const key = `${req.countryCode}|${req.method}|${isoDate(now)}`;
  const hit = cache.get(key);
  const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
  if (hit && age < (hit.estimate ? FRESH_MS : FAILED_MS)) return hit.estimate;
  let timer: NodeJS.Timeout | undefined;
  try {
    const estimate = await Promise.race([
      partner.estimate(req),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), ESTIMATE_TIMEOUT_MS);
      }),
    ]);
    if (estimate.maxDeliveryDate < estimate.minDeliveryDate) throw new Error('latest before earliest');
    cache.set(key, { at: Date.now(), estimate });
    return estimate;
  } catch (err) {
    log.warn('the print partner gave no delivery estimate; ours is shown', {
      partner: partner.name,
      country: req.countryCode,
      method: req.method,
      error: err instanceof Error ? err.message : String(err),
    });
    cache.set(key, { at: Date.now(), estimate: null });
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The shipping options with the dates the customer is promised: the partner's estimate plus our
 * production time (`estimate: 'partner'`), or, when the partner cannot say, our own table's
 * window (`estimate: 'fallback'`), which the screens and e-mails call a rough estimate.
 */
export async function withArrival(
  options: ShippingOption[],
  country: string,
  partner: EstimateSource | undefined,
  now: Date,
): Promise<ShippingOption[]> {
  if (!partner) return options;
  return Promise.all(
    options.map(async (option) => {
      const estimate = await askPartner(partner, { countryCode: country, method: option.method }, now);
      return estimate ? { ...option, ...promisedDates(estimate), estimate: 'partner' as const } : option;
    }),
  );
}

/** Forgets every remembered estimate (tests that take a partner down and up again). */
export function forgetEstimates(partner: EstimateSource): void {
  caches.delete(partner);
}
