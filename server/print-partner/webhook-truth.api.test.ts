import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerWebhooks } from './schema';
import { HOUR, type LuluWorld, startLuluWorld } from './simulator.test-helper';

/**
 * A webhook says something happened; the partner's API says what. These are the ways a webhook
 * used to lie or be lost: a delivery that failed being taken for a duplicate when sent again, a
 * signed claim believed without asking, a tracking link put in an e-mail whatever its scheme.
 */
let w: LuluWorld;
beforeAll(async () => {
  w = await startLuluWorld(4457);
}, 60_000);
afterAll(async () => {
  await w?.stop();
});

const jobBody = (deliveries: { body: string }[], jobId: number) =>
  deliveries
    .map((d) => d.body)
    .filter((b) => (JSON.parse(b) as { data: { id: number } }).data.id === jobId)
    .at(-1)!;

async function jobOf(orderId: string): Promise<number> {
  return Number((await w.row(orderId)).partnerReference);
}

describe('partner webhooks', () => {
  it('applies a "shipped" webhook that failed when the partner sends it again', async () => {
    const id = await w.order();
    await w.reaches(id, 'accepted');
    await w.tick(HOUR);
    await w.reaches(id, 'in_production');
    // The partner's API is down just as it ships: its webhook reaches us, our check of it fails.
    await w.control('down', { ms: HOUR + 60_000 });
    await w.tick(HOUR);
    const { deliveries } = await w.simState();
    const failed = deliveries.findLastIndex((d) => d.body.includes('"SHIPPED"'));
    expect(deliveries[failed]!.status).toBeGreaterThanOrEqual(500);
    expect((await w.row(id)).partnerStatus).toBe('in_production');
    // The API is back; the partner retries the same bytes with the same signature.
    await w.tick(120_000);
    expect((await w.control('redeliver', { index: failed })).status).toBe(200);
    expect((await w.row(id)).partnerStatus).toBe('shipped');
    expect((await w.row(id)).status).toBe('shipped');
    // And a replay after that changes nothing.
    const before = await w.row(id);
    const stored = (await w.server.database.db.select().from(partnerWebhooks)).length;
    expect((await w.control('redeliver', { index: failed })).status).toBe(200);
    expect(await w.row(id)).toEqual(before);
    expect((await w.server.database.db.select().from(partnerWebhooks)).length).toBe(stored);
  }, 180_000);

  it('believes no signed claim the partner API does not make (delivered, rejected, canceled, shipped)', async () => {
    const id = await w.order();
    await w.reaches(id, 'accepted');
    const real = JSON.parse(jobBody((await w.simState()).deliveries, await jobOf(id))) as {
      data: { status: { name: string }; line_items: Record<string, unknown>[] };
    };
    for (const name of ['DELIVERED', 'REJECTED', 'CANCELED', 'SHIPPED']) {
      const forged = structuredClone(real);
      forged.data.status.name = name;
      for (const line of forged.data.line_items) {
        line.status = { name, messages: name === 'REJECTED' ? { error: 'forged' } : {} };
        line.tracking_id = 'FORGED1';
        line.tracking_urls = ['https://tracking.example/forged'];
      }
      const res = await w.signedWebhook(JSON.stringify(forged));
      expect(res.status, name).toBe(200);
      expect(res.json.outcome, name).toBe('unchanged');
    }
    const o = await w.row(id);
    expect(o.partnerStatus).toBe('accepted');
    expect(o.status).toBe('paid');
    expect(o.trackingId).toBeNull();
    expect(o.rejectionReason).toBeNull();
  }, 180_000);

  it('never keeps or mails a tracking link that is not https on a known carrier', async () => {
    await w.tick(4 * HOUR); // the earlier tests' jobs out of the way: the next to ship is this one
    await w.control('next-tracking-url', { url: 'javascript:alert(document.cookie)' });
    const id = await w.order();
    await w.reaches(id, 'accepted');
    await w.tick(2 * HOUR);
    await w.reaches(id, 'shipped');
    const o = await w.row(id);
    expect(o.trackingUrl).toBeNull();
    expect(o.trackingId).toMatch(/^SIM\d+$/);
    await expect.poll(() => w.mails(o.trackingId!).length, { timeout: 30_000 }).toBeGreaterThan(0);
    for (const mail of w.mails(o.reference)) expect(mail).not.toContain('javascript:');

    await w.control('next-tracking-url', { url: 'https://tracking.example.evil.test/parcel' });
    const other = await w.order();
    await w.reaches(other, 'accepted');
    await w.tick(2 * HOUR);
    await w.reaches(other, 'shipped');
    expect((await w.row(other)).trackingUrl).toBeNull();
  }, 180_000);
});
