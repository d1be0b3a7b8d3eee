import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { z } from 'zod';
import { LULU_TOKEN_PATH, luluPrintJobInput } from '../lulu-shapes';
import { printJobChangeRoutes } from './changes';
import { sameHex } from '../sign';
import {
  CANCELABLE,
  jobJson,
  preflight,
  type SimJob,
  type SimulatorOptions,
  type SimulatorWorld,
  simulatorWorld,
} from './simulator-world';
import { estimateRoutes } from './simulator-estimates';

export type { SimulatorOptions } from './simulator-world';

/** The header /_control/* wants its token in: `Authorization: Bearer <token>`. */
export const CONTROL_TOKEN_HEADER = 'Authorization';
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * /_control/* steers the partner (its clock, outages, rejections): only a caller on this machine
 * (loopback) holding the control token may, whatever host the simulator was bound to.
 */
function controlGuard(app: Hono, controlToken: string) {
  const expected = Buffer.from(controlToken, 'utf8').toString('hex');
  app.use('/_control/*', async (c, next) => {
    let remote: string | undefined;
    try {
      remote = getConnInfo(c).remote.address;
    } catch {
      remote = undefined; // not over a socket (app.request in a test): no address to trust
    }
    if (!remote || !LOOPBACK.test(remote))
      return c.json({ detail: 'The control endpoints answer only on this machine.' }, 403);
    const given = c.req.header(CONTROL_TOKEN_HEADER)?.replace(/^Bearer /, '') ?? '';
    if (!sameHex(Buffer.from(given, 'utf8').toString('hex'), expected))
      return c.json({ detail: 'The control token is missing or wrong.' }, 401);
    return next();
  });
}

/** The control side: the test (or developer) steers the partner. */
function controlRoutes(app: Hono, { state, deliveries, jobs, deliver, advance }: SimulatorWorld) {
  app.post('/_control/tick', async (c) => {
    const { ms } = z.object({ ms: z.number().nonnegative() }).parse(await c.req.json());
    await advance(ms);
    return c.json({ now: state.now });
  });
  app.post('/_control/reject-next', async (c) => {
    state.rejectNext = z.object({ reason: z.string().min(1) }).parse(await c.req.json()).reason;
    return c.json({ ok: true });
  });
  /** The next shipped job's tracking link, as a partner (or a forger at it) might send it. */
  app.post('/_control/next-tracking-url', async (c) => {
    state.nextTrackingUrl = z.object({ url: z.string().min(1) }).parse(await c.req.json()).url;
    return c.json({ ok: true });
  });
  app.post('/_control/drop-webhooks', async (c) => {
    state.dropWebhooks = z.object({ on: z.boolean() }).parse(await c.req.json()).on;
    return c.json({ ok: true });
  });
  app.post('/_control/down', async (c) => {
    const { ms } = z.object({ ms: z.number().nonnegative() }).parse(await c.req.json());
    state.downUntil = state.now + ms;
    return c.json({ downUntil: state.downUntil });
  });
  /** Sends a delivered webhook body again, as a partner retrying does (same bytes, same signature). */
  app.post('/_control/redeliver', async (c) => {
    const { index, signature } = z
      .object({ index: z.number().int(), signature: z.string().optional() })
      .parse(await c.req.json());
    const d = deliveries.at(index);
    if (!d) return c.json({ error: 'no such delivery' }, 404);
    return c.json({ status: await deliver(d.body, signature) });
  });
  app.get('/_control/state', (c) =>
    c.json({
      ...state,
      jobs: [...jobs.values()].map((j) => ({ id: j.id, status: j.status, key: j.key, error: j.error })),
      deliveries: deliveries.map((d) => ({
        status: d.status,
        topic: 'PRINT_JOB_STATUS_CHANGED',
        body: d.body,
      })),
    }),
  );
}

/** The partner's API in front of its jobs: down means 500 for everything, then a bearer token. */
function authRoutes(app: Hono, { state, tokens }: SimulatorWorld, opts: SimulatorOptions) {
  // Down, as an outage is: 500 for everything.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/_control/')) return next();
    if (state.now < state.downUntil) {
      state.refusedRequests++;
      return c.json({ detail: 'Service unavailable (simulated)' }, 500);
    }
    return next();
  });
  app.post(LULU_TOKEN_PATH, async (c) => {
    const expected = `Basic ${Buffer.from(`${opts.clientKey}:${opts.clientSecret}`).toString('base64')}`;
    const form = await c.req.parseBody();
    if (c.req.header('Authorization') !== expected || form.grant_type !== 'client_credentials')
      return c.json({ error: 'invalid_client' }, 401);
    const token = randomUUID();
    tokens.add(token);
    return c.json({ access_token: token, expires_in: 3600, token_type: 'Bearer' });
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/_control/')) return next();
    const token = c.req.header('Authorization')?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token))
      return c.json({ detail: 'Authentication credentials were not provided.' }, 401);
    return next();
  });
}

/** Webhook registration, print jobs (created, read, canceled), cost and cover dimensions. */
function printJobRoutes(app: Hono, world: SimulatorWorld) {
  const { state, jobs, byKey, move } = world;
  let nextId = 1000;
  app.post('/webhooks/', async (c) => {
    const body = z.object({ url: z.url(), topics: z.array(z.string()) }).parse(await c.req.json());
    state.webhookUrl = body.url;
    return c.json({ id: 1, url: body.url, topics: body.topics, is_active: true }, 201);
  });
  app.post('/print-jobs/', async (c) => {
    const key = c.req.header('Idempotency-Key') ?? null;
    const seen = key ? byKey.get(key) : undefined;
    if (seen) return c.json(jobJson(seen), 201);
    const parsed = luluPrintJobInput.safeParse(await c.req.json());
    if (!parsed.success) return c.json({ detail: parsed.error.issues }, 400);
    const job: SimJob = {
      id: nextId++,
      key,
      input: parsed.data,
      status: 'CREATED',
      message: null,
      changed: state.now,
      nextAt: null,
      tracking: null,
      error: null,
    };
    jobs.set(job.id, job);
    if (key) byKey.set(key, job);
    state.created++;
    const problem = state.rejectNext ?? (await preflight(parsed.data));
    state.rejectNext = null;
    if (problem) await move(job, 'REJECTED', { error: problem, message: 'The files could not be printed.' });
    else await move(job, 'PRODUCTION_READY');
    return c.json(jobJson(job), 201);
  });
  app.get('/print-jobs/:id/', (c) => {
    const job = jobs.get(Number(c.req.param('id')));
    return job ? c.json(jobJson(job)) : c.json({ detail: 'Not found.' }, 404);
  });
  app.put('/print-jobs/:id/status/', async (c) => {
    const job = jobs.get(Number(c.req.param('id')));
    if (!job) return c.json({ detail: 'Not found.' }, 404);
    const { name } = z.object({ name: z.literal('CANCELED') }).parse(await c.req.json());
    if (!CANCELABLE.includes(job.status))
      return c.json({ detail: `A ${job.status} job cannot be canceled.` }, 409);
    await move(job, name);
    return c.json(jobJson(job));
  });
  app.post('/print-job-cost-calculations/', async (c) => {
    const body = z
      .object({ line_items: z.array(z.object({ page_count: z.number(), quantity: z.number() })) })
      .parse(await c.req.json());
    const total = body.line_items.reduce((sum, l) => sum + (5 + l.page_count * 0.05) * l.quantity, 0) + 4.99;
    return c.json({ total_cost_incl_tax: total.toFixed(2), currency: 'USD' });
  });
  app.post('/cover-dimensions/', async (c) => {
    const body = z
      .object({ pod_package_id: z.string(), interior_page_count: z.number().int().positive() })
      .parse(await c.req.json());
    const [w, h] = (body.pod_package_id.match(/^(\d{4})X(\d{4})/)?.slice(1) ?? ['0850', '0850']).map(
      (v) => (Number(v) / 100) * 25.4,
    );
    const spine = Math.round((Math.ceil(body.interior_page_count / 2) * 0.13 + 4) * 10) / 10;
    return c.json({ width: 2 * w! + spine + 2 * 18, height: h! + 2 * 18, spine, unit: 'mm' });
  });
}

/**
 * A print partner that speaks Lulu's Print API (the parts lulu-partner.ts uses), for tests and for
 * `npm run dev` with LULU_SIMULATOR=on. It fetches each job's files by their URLs and checks them
 * with our own preflight (scripts/print-check.ts, and the page count the line says), moves jobs
 * through production on its own clock (advanced by POST /_control/tick, or by itself at a time
 * scale), and posts signed webhooks to the URL registered by POST /webhooks/. Control endpoints
 * make it reject the next job, drop webhooks, or answer 500 for a stretch of simulated time; they
 * answer only on loopback, with the control token.
 */
export function simulatorApp(opts: SimulatorOptions) {
  const world = simulatorWorld(opts);
  const app = new Hono();
  const controlToken = opts.controlToken ?? randomBytes(24).toString('base64url');
  controlGuard(app, controlToken);
  controlRoutes(app, world);
  authRoutes(app, world, opts);
  printJobRoutes(app, world);
  printJobChangeRoutes(app, world);
  estimateRoutes(app, world);

  let timer: NodeJS.Timeout | null = null;
  if (opts.timeScale && opts.timeScale > 0) {
    const realMs = 1000;
    timer = setInterval(() => void world.advance(realMs * opts.timeScale!), realMs);
    timer.unref();
  }
  return {
    app,
    controlToken,
    state: world.state,
    advance: world.advance,
    stop: () => timer && clearInterval(timer),
  };
}

export interface RunningSimulator {
  url: string;
  /** What /_control/* wants in `Authorization: Bearer …` (given, or made at start). */
  controlToken: string;
  stop(): Promise<void>;
}

export async function startSimulator(
  opts: SimulatorOptions & { port?: number; host?: string },
): Promise<RunningSimulator> {
  const sim = simulatorApp(opts);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: sim.app.fetch, port: opts.port ?? 0, hostname: opts.host ?? '127.0.0.1' }, () =>
      resolve(s),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    controlToken: sim.controlToken,
    stop: () =>
      new Promise<void>((resolve) => {
        sim.stop();
        server.close(() => resolve());
      }),
  };
}
