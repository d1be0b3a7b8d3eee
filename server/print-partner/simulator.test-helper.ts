import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { ADDRESS, CARDS, makePrint, pay } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { LULU_SIGNATURE_HEADER, LULU_TOKEN_PATH } from './lulu-shapes';
import { hmacHex } from './sign';
import { type RunningSimulator, startSimulator } from './simulator/simulator';

export const HOUR = 3_600_000;
export const SECRETS = {
  LULU_CLIENT_KEY: 'bindery-test-client',
  LULU_CLIENT_SECRET: 'bindery-test-secret',
  LULU_WEBHOOK_SECRET: 'bindery-test-webhook-secret',
};

export interface SimState {
  created: number;
  refusedRequests: number;
  jobs: { id: number; status: string }[];
  deliveries: { status: number | null; body: string }[];
}

/** Registers the server's webhook with the partner, as an operator does once in Lulu's dashboard. */
async function registerWebhook(sim: RunningSimulator, server: TestServer) {
  const basic = Buffer.from(`${SECRETS.LULU_CLIENT_KEY}:${SECRETS.LULU_CLIENT_SECRET}`).toString('base64');
  const token = (await (
    await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  await fetch(`${sim.url}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: server.api('/print-partner/webhook/lulu'),
      topics: ['PRINT_JOB_STATUS_CHANGED'],
    }),
  });
}

/** The e-mails in a server's outbox whose text includes `needle`. */
export function outboxMails(server: TestServer, needle: string): string[] {
  const outbox = join(server.dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(outbox, f), 'utf8')).filter((m) => m.includes(needle));
}

/**
 * A real server printing through the Lulu-shaped simulator (its clock ticked, never waited for),
 * with a signed-up customer who orders books: what the partner API tests share. `port` is fixed,
 * since the partner fetches the print files from the server's own origin.
 */
export async function startLuluWorld(port: number, env: Record<string, string> = {}) {
  const sim: RunningSimulator = await startSimulator({
    clientKey: SECRETS.LULU_CLIENT_KEY,
    clientSecret: SECRETS.LULU_CLIENT_SECRET,
    webhookSecret: SECRETS.LULU_WEBHOOK_SECRET,
  });
  const server: TestServer = await startTestServer({
    PORT: String(port),
    PRINT_PARTNER: 'lulu',
    LULU_API_URL: sim.url,
    ...SECRETS,
    PRINT_FILE_URL_SECRET: 'print-file-url-secret-for-the-partner-api-tests',
    PRINT_PARTNER_RETRY_MS: '100',
    PRINT_PARTNER_RECONCILE_HOURS: '6',
    // Orders go to the partner as soon as their files are made: the change window has its own tests
    // (server/order/change-window.api.test.ts).
    ORDER_CANCEL_WINDOW_MINUTES: '0',
    ...env,
  });
  await registerWebhook(sim, server);
  const customer = new TestBrowser(server);
  expect((await customer.signUp(`customer.${port}@example.test`)).error).toBeNull();
  const controlHeaders = { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` };

  const world = {
    sim,
    server,
    customer,
    async control(path: string, body: unknown = {}) {
      const res = await fetch(`${sim.url}/_control/${path}`, {
        method: 'POST',
        headers: controlHeaders,
        body: JSON.stringify(body),
      });
      expect(res.status).toBeLessThan(300);
      return res.json() as Promise<Record<string, unknown>>;
    },
    async simState(): Promise<SimState> {
      return (
        await fetch(`${sim.url}/_control/state`, { headers: controlHeaders })
      ).json() as Promise<SimState>;
    },
    tick: (ms: number) => world.control('tick', { ms }),
    /** A paid order of one softcover book; answers its id. */
    async order(): Promise<string> {
      const printId = await makePrint(customer, 'BOOK-SC-20X20');
      expect((await customer.json('/basket/item', { printId, quantity: 1 })).status).toBe(200);
      expect(
        (await customer.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status,
      ).toBe(200);
      expect((await customer.json('/basket/set-shipping-method', { method: 'standard' })).status).toBe(200);
      const { json } = await pay(customer, CARDS.success);
      expect(json.payment.status).toBe('succeeded');
      return json.order.id;
    },
    async row(orderId: string) {
      const [o] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
      return o!;
    },
    reaches: (orderId: string, status: string) =>
      expect
        .poll(async () => (await world.row(orderId)).partnerStatus, { timeout: 90_000, interval: 200 })
        .toBe(status),
    /** POSTs a body to our webhook signed with the partner's secret, as the partner (or a thief of its key) can. */
    async signedWebhook(body: string) {
      const res = await fetch(server.api('/print-partner/webhook/lulu'), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [LULU_SIGNATURE_HEADER]: hmacHex(SECRETS.LULU_WEBHOOK_SECRET, body),
        },
        body,
      });
      return { status: res.status, json: (await res.json()) as { outcome?: string } };
    },
    mails: (needle: string) => outboxMails(server, needle),
    async stop() {
      await server.stop();
      await sim.stop();
    },
  };
  return world;
}
export type LuluWorld = Awaited<ReturnType<typeof startLuluWorld>>;
