import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { mailsTo } from '../auth/outbox.test-helper';
import { body, CARDS, makePrint, type PurchaseAnswer, tokenise } from '../order/commerce.test-helper';
import { payments, sandboxCharges } from '../payment/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { bcp47 } from '../../contract/locale/locales';
import { formatMoney as formatLocalMoney } from '../../contract/money/format-money';
import { formatMoney } from '../voucher/evaluate';

/**
 * Issue 53, "one price, to the cent, everywhere": the order step's quote, the basket at every
 * checkout step, the order, its history, the confirmation e-mail and the sandbox charge are one
 * figure, for one delivery country, in three countries and two currencies besides the pound.
 * Before, the order step added delivery the basket left out (£28.98 against £24.99), and the
 * delivery country followed the language.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.stop());

interface Totals {
  totalMinor: number;
  shippingMinor: number;
  vatMinor: number;
  vatRate: number;
}
interface Priced {
  country: string;
  countrySource: string;
  currency: string;
  quotedMethod: string | null;
  shippingOptions: { method: string; earliest: string; latest: string; estimate: string }[];
  totals: Totals;
}
const ADDRESSES = {
  GB: {
    fullName: 'Ada Lovelace',
    line1: '12 St James Square',
    city: 'London',
    postcode: 'SW1Y 4JH',
    countryCode: 'GB',
  },
  DE: {
    fullName: 'Emmy Noether',
    line1: 'Unter den Linden 6',
    city: 'Berlin',
    postcode: '10117',
    countryCode: 'DE',
  },
  PL: {
    fullName: 'Maria Skłodowska',
    line1: 'ul. Freta 16',
    city: 'Warszawa',
    postcode: '00-227',
    countryCode: 'PL',
  },
  IE: {
    fullName: 'Kathleen Lonsdale',
    line1: '1 College Green',
    city: 'Dublin',
    postcode: 'D02 X285',
    countryCode: 'IE',
  },
} as const;

/** Quoted-printable undone, so "€" in a mail reads as "€". */
const decodeMail = (mail: string) =>
  Buffer.from(
    mail.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function signedUp(name: string) {
  const browser = new TestBrowser(server);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  expect((await browser.signUp(email)).error).toBeNull();
  return { browser, email };
}

const basketOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await body<{ basket: Priced }>(res)).basket;
};

describe('one price for one delivery country', () => {
  for (const { locale, currency, country } of [
    { locale: 'en', currency: 'GBP', country: 'GB' },
    { locale: 'de-de', currency: 'EUR', country: 'DE' },
    { locale: 'pl-pl', currency: 'PLN', country: 'PL' },
  ] as const) {
    it(`quotes, shows and charges the same total in ${country} in ${currency}`, async () => {
      const { browser, email } = await signedUp(`one-price-${country.toLowerCase()}`);
      const view = `locale=${locale}&country=${country}&currency=${currency}`;
      const printId = await makePrint(browser);
      // The order step's quote, before the design is in the basket.
      const quoted = await browser.fetch(`/basket/quote?${view}&printId=${printId}&quantity=2`);
      expect(quoted.status).toBe(200);
      const { quote } = await body<{ quote: Priced }>(quoted);
      expect(quote).toMatchObject({ country, currency, quotedMethod: 'standard' });
      expect(quote.totals.shippingMinor).toBeGreaterThan(0);
      expect(quote.totals.vatRate).toBe({ GB: 0.2, DE: 0.19, PL: 0.23 }[country]);
      const total = quote.totals.totalMinor;

      const added = await basketOf(await browser.json(`/basket/item?${view}`, { printId, quantity: 2 }));
      expect(added.totals).toEqual(quote.totals);
      const addressed = await basketOf(
        await browser.json(`/basket/set-delivery-address?${view}`, {
          delivery: { address: ADDRESSES[country] },
        }),
      );
      expect(addressed.totals.totalMinor).toBe(total);
      const shipped = await basketOf(
        await browser.json(`/basket/set-shipping-method?${view}`, { method: 'standard' }),
      );
      expect(shipped.totals.totalMinor).toBe(total);
      expect((await basketOf(await browser.fetch(`/basket?${view}`))).totals.totalMinor).toBe(total);

      const token = await tokenise(browser, CARDS.success);
      const paid = await browser.json(`/basket/purchase?${view}`, {
        idempotencyKey: randomUUID(),
        payment: { token },
      });
      expect(paid.status).toBe(200);
      const { order } = await body<PurchaseAnswer>(paid);
      expect(order.totals.totalMinor).toBe(total);
      const [payment] = await server.database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id));
      expect(payment?.amountMinor).toBe(total);
      const [charge] = await server.database.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.reference, payment!.reference!));
      expect(charge).toMatchObject({ amountMinor: total, currency });

      const history = await body<{ orders: { id: string; totals: Totals }[] }>(
        await browser.fetch('/order-history'),
      );
      expect(history.orders.find((o) => o.id === order.id)?.totals.totalMinor).toBe(total);
      const status = await body<{ order: { totals: Totals; estimatedDelivery: { latest: string } } }>(
        await browser.fetch(`/transaction?id=${order.id}`),
      );
      expect(status.order.totals.totalMinor).toBe(total);
      expect(status.order.estimatedDelivery.latest).toBe(
        quote.shippingOptions.find((o) => o.method === 'standard')!.latest,
      );

      // The confirmation e-mail (in the order's language) says the same total, and its dates as dates.
      const localTotal = formatLocalMoney({ amount: total, currency }, bcp47(locale));
      let mail = '';
      for (let i = 0; i < 200 && !mail; i++) {
        // The mail with the total (the sign-up's confirmation mail came before it).
        mail =
          mailsTo(server.dataDir, email)
            .map(decodeMail)
            .find((m) => m.includes(localTotal)) ?? '';
        if (!mail) await new Promise((r) => setTimeout(r, 50));
      }
      expect(mail).toContain(localTotal);
      expect(mail).not.toMatch(/\d{4}-\d{2}-\d{2} –/);
    }, 60_000);
  }

  it('prices a German reader paying in pounds for delivery to the UK, with UK VAT, not for Germany', async () => {
    const { browser } = await signedUp('one-price-lang');
    const printId = await makePrint(browser);
    // The browser sends no country of its own: the language says nothing about where it goes.
    const { quote } = await body<{ quote: Priced }>(
      await browser.fetch(`/basket/quote?locale=de-de&currency=GBP&printId=${printId}`),
    );
    expect(quote).toMatchObject({ country: 'GB', countrySource: 'default' });
    expect(quote.totals.vatRate).toBe(0.2);
    expect(quote.totals.shippingMinor).toBe(399);
  });

  it('reprices every screen when the delivery country changes mid-way, and forgets an address elsewhere', async () => {
    const { browser } = await signedUp('one-price-change');
    const view = 'locale=en&currency=EUR';
    const printId = await makePrint(browser);
    await basketOf(await browser.json(`/basket/item?${view}`, { printId }));
    const inGermany = await basketOf(
      await browser.json(`/basket/set-delivery-address?${view}`, { delivery: { address: ADDRESSES.DE } }),
    );
    expect(inGermany).toMatchObject({ country: 'DE', countrySource: 'address' });
    const toIreland = await basketOf(
      await browser.json(`/basket/set-delivery-country?${view}`, { country: 'IE' }),
    );
    expect(toIreland).toMatchObject({ country: 'IE', countrySource: 'chosen', deliveryAddress: null });
    expect(toIreland.totals.vatRate).toBe(0.23);
    const { quote } = await body<{ quote: Priced }>(
      await browser.fetch(`/basket/quote?${view}&printId=${printId}`),
    );
    expect(quote.country).toBe('IE');
    expect(quote.totals).toEqual(toIreland.totals);
    // The choice outlives the view's own default (another device, another currency view).
    expect((await basketOf(await browser.fetch('/basket?locale=en&country=DE&currency=EUR'))).country).toBe(
      'IE',
    );
    const refused = await browser.json(`/basket/set-delivery-country?${view}`, { country: 'JP' });
    expect(refused.status).toBe(400);
  });

  it('never lets the wallet charge for an address outside the delivery country the basket was priced for', async () => {
    const { browser } = await signedUp('one-price-wallet');
    expect(
      (await browser.json('/account/addresses', { ...ADDRESSES.GB, isDefault: true })).status,
    ).toBeLessThan(300);
    const printId = await makePrint(browser);
    await basketOf(await browser.json('/basket/item?currency=EUR', { printId }));
    await basketOf(await browser.json('/basket/set-delivery-country?currency=EUR', { country: 'DE' }));
    const res = await browser.json('/basket/express-purchase?currency=EUR', { idempotencyKey: randomUUID() });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('None of your addresses is in DE');
    // Nothing was ordered: the design is still in the basket.
    const after = await body<{ basket: { items: unknown[] } }>(await browser.fetch('/basket?currency=EUR'));
    expect(after.basket.items).toHaveLength(1);
  });
});
