import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { basketItems } from '../basket/schema';
import * as allTables from '../db/tables';
import { userReferences } from '../db/user-references';
import { projectRoot } from '../lib/paths';
import { body, CARDS, type PurchaseAnswer, pay, readyBasket } from '../order/commerce.test-helper';
import { orders } from '../order/schema';
import { payments } from '../payment/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { GUEST_MERGE_PLAN } from './guest-merge';
import { users } from './schema';

const PASSWORD = 'Tr0ubadour-Horse-42';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

async function guest(): Promise<{ browser: TestBrowser; uuid: string }> {
  const browser = new TestBrowser(server);
  const { token } = (await (await browser.json('/auth/guest', {})).json()) as { token: string };
  expect(await browser.signIn('guest', { token })).toMatchObject({ status: 200, error: null });
  return { browser, uuid: (await browser.user()).uuid };
}

describe('the schema and the guest merge', () => {
  it('server/db/tables.ts exports every table of every server/*/schema.ts', async () => {
    const listed = new Set<unknown>(Object.values(allTables).filter((v) => is(v, PgTable)));
    const serverDir = join(projectRoot(), 'server');
    const schemaFiles = readdirSync(serverDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(serverDir, d.name, 'schema.ts')))
      .map((d) => d.name);
    expect(schemaFiles.length).toBeGreaterThanOrEqual(15);
    for (const domain of schemaFiles) {
      const mod: Record<string, unknown> = await import(join(serverDir, domain, 'schema.ts'));
      for (const value of Object.values(mod)) {
        if (!is(value, PgTable)) continue;
        expect(listed.has(value), `${domain}/schema.ts: ${getTableConfig(value).name}`).toBe(true);
      }
    }
  });

  it('handles every column that references users, read from the schema', () => {
    const keys = userReferences().map((r) => r.key);
    // The columns known today; a new table pointing at users must be added to GUEST_MERGE_PLAN.
    expect(keys).toContain('orders.user_uuid');
    expect(keys).toContain('payments.user_uuid');
    expect(keys.length).toBeGreaterThanOrEqual(14);
    for (const key of keys)
      expect(GUEST_MERGE_PLAN[key], `GUEST_MERGE_PLAN['${key}']`).toBeTypeOf('function');
    expect(Object.keys(GUEST_MERGE_PLAN).sort()).toEqual([...keys].sort());
  });

  it('never deletes orders, payments or money ledger rows with a user', () => {
    const kept = ['orders', 'payments', 'referral_credits', 'voucher_redemptions'];
    for (const ref of userReferences()) {
      if (kept.includes(getTableConfig(ref.table).name)) expect(ref.onDelete, ref.key).toBe('restrict');
    }
  });
});

describe('a guest who signs in to an existing account', () => {
  it('keeps the paid order and its payment in the account', async () => {
    const account = new TestBrowser(server);
    expect((await account.signUp('merge-buyer@example.test', PASSWORD)).error).toBeNull();
    const accountUuid = (await account.user()).uuid;

    const { browser, uuid: guestUuid } = await guest();
    await readyBasket(browser);
    const { res, json } = await pay(browser, CARDS.success, undefined, { email: 'merge-buyer@example.test' });
    expect(res.status).toBe(200);
    expect(json.payment.status).toBe('succeeded');
    const orderId = json.order.id;
    // Something left in the guest's basket too.
    await readyBasket(browser);

    expect(
      await browser.signIn('password', { email: 'merge-buyer@example.test', password: PASSWORD }),
    ).toMatchObject({ status: 200, error: null });
    expect((await browser.user()).uuid).toBe(accountUuid);

    const history = await body<{ orders: { id: string; status: string }[] }>(
      await account.fetch('/order-history'),
    );
    expect(history.orders.map((o) => o.id)).toContain(orderId);
    const detail = await account.fetch(`/transaction?id=${orderId}`);
    expect(detail.status).toBe(200);
    const { order } = await body<{ order: PurchaseAnswer['order'] & { payments: { status: string }[] } }>(
      detail,
    );
    expect(order.status).toBe('paid');
    expect(order.payments.map((p) => p.status)).toContain('succeeded');

    // Every row that pointed at the guest now points at the account, and the guest is gone.
    const db = server.database.db;
    expect(await db.select().from(users).where(eq(users.uuid, guestUuid))).toEqual([]);
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.userUuid).toBe(accountUuid);
    const pays = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(pays.map((p) => p.userUuid)).toEqual(pays.map(() => accountUuid));
    expect(
      (await db.select().from(basketItems).where(eq(basketItems.userUuid, accountUuid))).length,
    ).toBeGreaterThan(0);
  });
});

describe('deleting an account', () => {
  it('keeps its orders and payments on an anonymised row', async () => {
    const b = new TestBrowser(server);
    expect((await b.signUp('leaver@example.test', PASSWORD)).error).toBeNull();
    const uuid = (await b.user()).uuid;
    await readyBasket(b);
    const { json } = await pay(b, CARDS.success);
    expect(json.payment.status).toBe('succeeded');
    const res = await b.json('/account/delete', { confirm: 'delete_account', currentPassword: PASSWORD });
    expect(res.status).toBe(200);
    const db = server.database.db;
    const [row] = await db.select().from(users).where(eq(users.uuid, uuid));
    expect(row).toMatchObject({ email: null, passwordHash: null, firstName: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await db.select().from(orders).where(eq(orders.id, json.order.id))).length).toBe(1);
    expect((await db.select().from(payments).where(eq(payments.orderId, json.order.id))).length).toBe(1);
    // The address can be used again by someone new.
    expect((await new TestBrowser(server).signUp('leaver@example.test', PASSWORD)).error).toBeNull();
  });
});
