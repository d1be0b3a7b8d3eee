import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mailTo } from './auth-helpers';
import { printWithPhotos } from './editor-helpers';
import { expect, FIXTURES_DIR, type Page, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';

/**
 * Issue 53, "one price, to the cent, everywhere", at 360x740: the order step's total, the basket,
 * each checkout step, the confirmation, the order history, the confirmation e-mail and the
 * sandbox charge are one figure, in en GBP, de-de EUR and pl-pl PLN; in German the delivery
 * country is changed mid-way in the basket (Germany to Finland) and every screen after it,
 * the order step too, shows the new price. "Arrives" dates show before paying and stay on the
 * status page. Before, the order step said £28.98 "with delivery" and the basket £24.99.
 */
const LOCALES = join(FIXTURES_DIR, '..', 'src', 'i18n', 'locales');
const words = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join(LOCALES, locale, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
/** A sentence's words before its first {{placeholder}}, e.g. "Arrives " of "Arrives {{from}} – {{to}}". */
const lead = (s: string) => s.split('{{')[0]!.trim();
/** The minor units a price on screen or in a mail says: its digits (every currency here has two decimals). */
const minor = (text: string) =>
  Number((text.match(/[\d.,\s\u00a0\u202f]*\d[.,]\d{2}/)?.[0] ?? '').replace(/\D/g, ''));
// The screens a person looks at, in the checkout's own scratch folder (gitignored).
const SHOTS = '.tmp/screens';

const CASES = [
  { locale: 'en', currency: 'GBP', country: 'GB', shots: 'en' },
  { locale: 'de-de', currency: 'EUR', country: 'DE', shots: 'de-de', changeTo: 'FI' },
  { locale: 'pl-pl', currency: 'PLN', country: 'PL' },
] as const;
const ADDRESS: Record<string, Record<string, string>> = {
  GB: {
    fullName: 'Ada Lovelace',
    line1: '12 St James Square',
    city: 'London',
    postcode: 'SW1Y 4JH',
    countryCode: 'GB',
  },
  FI: {
    fullName: 'Tove Jansson',
    line1: 'Mannerheimintie 1',
    city: 'Helsinki',
    postcode: '00100',
    countryCode: 'FI',
  },
  PL: {
    fullName: 'Maria Skłodowska',
    line1: 'ul. Freta 16',
    city: 'Warszawa',
    postcode: '00-227',
    countryCode: 'PL',
  },
};

async function shot(page: Page, name: string, locale: string | undefined) {
  if (locale) await page.screenshot({ path: join(SHOTS, `${name}-${locale}.png`), fullPage: true });
}

for (const c of CASES) {
  test(`one total on every screen, ${c.locale} ${c.currency}${'changeTo' in c ? `, delivery moved to ${c.changeTo} mid-way` : ''}`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    const editor = words(c.locale, 'editor');
    const commerce = words(c.locale, 'commerce');
    const delivery = words(c.locale, 'delivery') as unknown as Record<string, string>;
    const shots = 'shots' in c ? c.shots : undefined;
    const print = await printWithPhotos(page, info.project.name, 4);
    await uploadDocumentPhotos(page, print.document);
    const email = (
      (await (await page.request.get('/webapp/api/auth/session')).json()) as { user: { email: string } }
    ).user.email;
    await page.context().addCookies(
      Object.entries({ bindery_locale: c.locale, bindery_currency: c.currency }).map(([name, value]) => ({
        name,
        value,
        domain: 'localhost',
        path: '/',
      })),
    );

    // The order step: the server's quote, for the currency's home country, with its dates.
    await page.goto(`/webapp/editor/order-details?print=${print.id}`);
    const stepTotal = page.getByTestId('order-step-total');
    await expect(stepTotal).toHaveText(/\d/, { timeout: 20_000 });
    await expect(page.getByLabel(delivery.deliverTo!)).toHaveValue(c.country);
    const price = page.getByRole('region', { name: editor.orderDetails!.price });
    await expect(price.getByText(lead(delivery.arrives!), { exact: false })).toBeVisible();
    let total = (await stepTotal.textContent())!;
    await shot(page, 'order-step', shots);
    const added = page.waitForResponse(
      (r) => r.url().includes('/api/basket/item') && r.request().method() === 'POST',
    );
    // With a print check's warning (blank pages, issue 53) the customer's yes is "Order anyway".
    await page
      .getByRole('button', { name: editor.orderDetails!.addToBasket })
      .or(
        page.getByRole('button', { name: words(c.locale, 'order-checks').orderAnyway as unknown as string }),
      )
      .first()
      .click();
    expect((await added).status()).toBe(200);

    // The basket: the same total, with delivery, and the same dates.
    await page.goto('/webapp/basket');
    const basketTotal = page.getByTestId('order-total');
    await expect(basketTotal).toHaveText(total);
    await expect(page.getByText(lead(delivery.arrives!), { exact: false })).toBeVisible();
    await shot(page, 'basket', shots);
    let country: string = c.country;
    if ('changeTo' in c) {
      await page.getByLabel(delivery.deliverTo!).selectOption(c.changeTo);
      await expect(basketTotal).not.toHaveText(total);
      total = (await basketTotal.textContent())!;
      // The order step follows: one delivery country for every screen.
      await page.goto(`/webapp/editor/order-details?print=${print.id}`);
      await expect(page.getByLabel(delivery.deliverTo!)).toHaveValue(c.changeTo);
      await expect(stepTotal).toHaveText(total);
      country = c.changeTo;
    }

    // Each checkout step.
    await page.goto('/webapp/checkout/delivery-address');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    const view = `locale=${c.locale}&currency=${c.currency}`;
    const post = (path: string, data: unknown) => page.request.post(`/webapp/api${path}?${view}`, { data });
    expect(
      (await post('/basket/set-delivery-address', { delivery: { address: ADDRESS[country] } })).status(),
    ).toBe(200);
    expect((await post('/basket/set-shipping-method', { method: 'standard' })).status()).toBe(200);
    await page.goto('/webapp/checkout/shipping-options');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await page.goto('/webapp/checkout/payment-methods');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await page.getByLabel(commerce.card!.number!).fill('4242 4242 4242 4242');
    await page.getByLabel(commerce.card!.expiry!).fill('12/30');
    await page.getByLabel(commerce.card!.cvc!).fill('123');
    await page.getByRole('button', { name: commerce.actions!.continue }).click();
    await expect(page).toHaveURL(/\/checkout\/summary$/);
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await page.getByRole('button', { name: commerce.summary!.pay!.replace('{{amount}}', total) }).click();

    // The confirmation, the history, the status page (with its dates), the e-mail and the charge.
    await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/, { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByText(commerce.confirmation!.paid!.replace('{{amount}}', total))).toBeVisible();
    await page.goto('/webapp/account/order/history');
    await expect(page.getByRole('listitem').filter({ hasText: total }).first()).toBeVisible();
    await page.goto(`/webapp/account/order/status/${orderId}`);
    await expect(page.getByText(lead(delivery.arrives!), { exact: false })).toBeVisible();
    await shot(page, 'status', shots);
    const order = (await (await page.request.get(`/webapp/api/transaction?id=${orderId}`)).json()) as {
      order: { payments: { amountMinor: number; status: string }[] };
    };
    expect(order.order.payments.find((p) => p.status === 'succeeded')?.amountMinor).toBe(minor(total));
    // The confirmation e-mail, in the customer's language, says the same total as the screens.
    const mail = () =>
      Buffer.from(
        (mailTo(process.env.E2E_DATA_DIR!, email) ?? '').replace(/=([0-9A-F]{2})/g, (_m, h: string) =>
          String.fromCharCode(Number.parseInt(h, 16)),
        ),
        'latin1',
      ).toString('utf8');
    const bare = (text: string) => text.replace(/\s/g, '');
    await expect.poll(() => bare(mail()).includes(bare(total))).toBe(true);
  });
}
