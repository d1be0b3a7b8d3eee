// w53-lifecycle: changing a print job after it was created, as the change window's tests need it.
import type { Hono } from 'hono';
import { luluShippingAddress } from '../lulu-shapes';
import { CANCELABLE, jobJson, type SimulatorWorld } from './simulator-world';

/**
 * PUT /print-jobs/:id/ with a new shipping_address: taken while the job is not yet in production
 * (the statuses it can still be cancelled in), refused with a 409 and the partner's reason after.
 * Like every partner route it answers 500 while the simulator is down (/_control/down).
 */
export function printJobChangeRoutes(app: Hono, { jobs, state }: SimulatorWorld) {
  app.put('/print-jobs/:id/', async (c) => {
    const job = jobs.get(Number(c.req.param('id')));
    if (!job) return c.json({ detail: 'Not found.' }, 404);
    const body = (await c.req.json().catch(() => null)) as { shipping_address?: unknown } | null;
    const address = luluShippingAddress.safeParse(body?.shipping_address);
    if (!address.success) return c.json({ detail: address.error.issues }, 400);
    if (!CANCELABLE.includes(job.status))
      return c.json({ detail: `A ${job.status} job's shipping address cannot be changed.` }, 409);
    job.input = { ...job.input, shipping_address: address.data };
    state.addressChanges++;
    return c.json(jobJson(job));
  });
}
