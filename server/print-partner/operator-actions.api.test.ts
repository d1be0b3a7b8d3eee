import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startSmtpPeer, type SmtpPeer } from '../mail/smtp-peer.test-helper';
import { ADDRESS } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { users } from '../user/schema';
import { HOUR, type LuluWorld, startLuluWorld } from './simulator.test-helper';

/**
 * The operator's screen, through its API: the four lists (in the change window, late against the
 * promise, stuck, rejected) and the three actions (resend, refund, correct the address), each
 * leaving an audit line with who, when and what.
 */
let w: LuluWorld;
let mail: SmtpPeer;
let operator: TestBrowser;
const OPERATOR = 'operator.desk@example.test';

beforeAll(async () => {
  mail = await startSmtpPeer();
  w = await startLuluWorld(4459, { SMTP_URL: mail.url });
  operator = new TestBrowser(w.server);
  expect((await operator.signUp(OPERATOR)).error).toBeNull();
  await w.server.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, OPERATOR));
}, 60_000);
afterAll(async () => {
  await w?.stop();
  await mail?.stop();
});

type Listed = {
  id: string;
  reference: string;
  deliveryAddress: { line1: string };
  audit: { actor: string; action: string; detail: string; at: string }[];
};
async function list(which: string): Promise<Listed[]> {
  const res = await operator.fetch(`/admin/print-partner/orders?list=${which}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: Listed[] }).orders;
}
async function one(orderId: string): Promise<Listed> {
  const { reference } = await w.row(orderId);
  const res = await operator.fetch(`/admin/print-partner/orders?reference=${reference}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: Listed[] }).orders[0]!;
}
const ids = (rows: Listed[]) => rows.map((r) => r.id);
const NEW_ADDRESS = { ...ADDRESS, line1: '221B Baker Street' };

describe('the operator screen', () => {
  it('lists orders in the change window, late, stuck and rejected', async () => {
    await w.control('down', { ms: HOUR });
    const waiting = await w.order();
    expect(ids(await list('window'))).toContain(waiting);
    await w.tick(HOUR);
    await w.reaches(waiting, 'accepted');
    expect(ids(await list('window'))).not.toContain(waiting);

    const db = w.server.database.db;
    await db
      .update(orders)
      .set({ estimatedDelivery: { earliest: '2026-01-01', latest: '2026-01-02' } })
      .where(eq(orders.id, waiting));
    expect(ids(await list('late'))).toContain(waiting);
    expect(ids(await list('stuck'))).not.toContain(waiting);
    await db
      .update(orders)
      .set({ partnerStatusAt: sql`now() - interval '3 days'` })
      .where(eq(orders.id, waiting));
    expect(ids(await list('stuck'))).toContain(waiting);

    await w.control('reject-next', { reason: 'The cover file has no bleed.' });
    const refused = await w.order();
    await w.reaches(refused, 'rejected');
    expect(ids(await list('rejected'))).toContain(refused);
    // A customer is no operator.
    expect((await w.customer.fetch('/admin/print-partner/orders?list=late')).status).toBe(403);
  }, 180_000);

  it('resends a rejected order with an audit line', async () => {
    await w.control('reject-next', { reason: 'Interior margins are too small.' });
    const id = await w.order();
    await w.reaches(id, 'rejected');
    expect((await operator.json('/admin/print-partner/resend', { orderId: id })).status).toBe(200);
    await w.reaches(id, 'accepted');
    const [line] = (await one(id)).audit;
    expect(line).toMatchObject({ actor: OPERATOR, action: 'resend' });
    expect(Number.isNaN(Date.parse(line!.at))).toBe(false);
  }, 180_000);

  it('refunds a rejected order, e-mails the customer the refund, with an audit line', async () => {
    await w.control('reject-next', { reason: 'The interior has 3 pages too few.' });
    const id = await w.order();
    await w.reaches(id, 'rejected');
    const { reference, email } = await w.row(id);
    const res = await operator.json('/admin/print-partner/refund', { orderId: id });
    expect(res.status).toBe(200);
    await expect
      .poll(
        () =>
          mail.messages.filter((m) => m.to.includes(email!) && m.raw.includes('has been refunded')).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const refundMail = mail.messages.find((m) => m.raw.includes('has been refunded'))!.raw;
    expect(refundMail).toContain(reference);
    const [line] = (await one(id)).audit;
    expect(line).toMatchObject({ actor: OPERATOR, action: 'refund' });
    expect(line!.detail).toMatch(/£\d+\.\d\d/);
  }, 180_000);

  it('corrects the address of an order not yet at the printer, with an audit line', async () => {
    await w.control('down', { ms: HOUR });
    const id = await w.order();
    const res = await operator.json('/admin/print-partner/address', { orderId: id, address: NEW_ADDRESS });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { resubmitted: boolean }).resubmitted).toBe(false);
    await w.tick(HOUR);
    await w.reaches(id, 'accepted');
    const o = await w.row(id);
    expect(o.deliveryAddress.line1).toBe('221B Baker Street');
    expect((o.partnerManifest as { shipping: { address: { line1: string } } }).shipping.address.line1).toBe(
      '221B Baker Street',
    );
    const [line] = (await one(id)).audit;
    expect(line).toMatchObject({ actor: OPERATOR, action: 'address' });
    expect(line!.detail).toContain('221B Baker Street');
  }, 180_000);

  it('corrects the address at the printer by cancelling and resubmitting, refuses once printing', async () => {
    const id = await w.order();
    await w.reaches(id, 'accepted');
    const before = await w.row(id);
    const created = (await w.simState()).created;
    const res = await operator.json('/admin/print-partner/address', { orderId: id, address: NEW_ADDRESS });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { resubmitted: boolean }).resubmitted).toBe(true);
    await w.reaches(id, 'accepted');
    const after = await w.row(id);
    expect(after.partnerReference).not.toBe(before.partnerReference);
    const state = await w.simState();
    expect(state.created).toBe(created + 1);
    expect(state.jobs.find((j) => String(j.id) === before.partnerReference)?.status).toBe('CANCELED');

    // In production: the parcel's address is the printer's now. Refused, nothing recorded.
    await w.tick(HOUR);
    await w.reaches(id, 'in_production');
    const late = await operator.json('/admin/print-partner/address', {
      orderId: id,
      address: { ...ADDRESS, line1: '1 Too Late Lane' },
    });
    expect(late.status).toBe(409);
    expect((await w.row(id)).deliveryAddress.line1).toBe('221B Baker Street');
    expect((await one(id)).audit.map((a) => a.action)).toEqual(['address']);
    // The country sets the price and VAT: never changed here.
    const abroad = await operator.json('/admin/print-partner/address', {
      orderId: id,
      address: { ...ADDRESS, countryCode: 'DE', postcode: '10115', city: 'Berlin' },
    });
    expect(abroad.status).toBe(409);
  }, 180_000);
});
