import type { Hono } from 'hono';
import { LULU_SHIPPING_OPTIONS_PATH, luluShippingOptionsInput } from '../lulu-estimate-shapes';
import type { SimulatorWorld } from './simulator-world';

/** Working days from an order received now to the door, by shipping level: at home (GB) and abroad. */
const DAYS: Record<string, { home: [number, number]; abroad: [number, number] }> = {
  MAIL: { home: [4, 6], abroad: [6, 10] },
  EXPRESS: { home: [2, 3], abroad: [3, 5] },
};

function addWorkingDays(from: number, days: number): string {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/**
 * Lulu's POST /shipping-options/: each level with the dates an order placed now would arrive
 * between (min_delivery_date, max_delivery_date), on the simulator's own clock. Behind the same
 * auth and outage switch as every other route, so "down" means no estimate.
 */
export function estimateRoutes(app: Hono, { state }: SimulatorWorld) {
  app.post(LULU_SHIPPING_OPTIONS_PATH, async (c) => {
    const parsed = luluShippingOptionsInput.safeParse(await c.req.json());
    if (!parsed.success) return c.json({ detail: parsed.error.issues }, 400);
    const home = parsed.data.shipping_address.country_code === 'GB';
    return c.json(
      Object.entries(DAYS).map(([level, days]) => {
        const [min, max] = home ? days.home : days.abroad;
        return {
          level,
          total_days_min: min,
          total_days_max: max,
          min_delivery_date: addWorkingDays(state.now, min),
          max_delivery_date: addWorkingDays(state.now, max),
        };
      }),
    );
  });
}
