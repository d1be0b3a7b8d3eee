import { escapeRegExp, STEP_TIMEOUT, type Walk } from './walk';

/** The order step, the basket, the checkout's four steps and the confirmation. */
export async function order(w: Walk) {
  const { page, t } = w;
  const cont = () => page.getByRole('button', { name: t('commerce:actions.continue'), exact: true }).click();
  const atOrder = await w.shot('order-details', async () => {
    await page.getByRole('button', { name: t('editor:order.button') }).click();
    await w.visible(w.h1('pages.orderDetails.title'), 30_000);
  });
  if (!atOrder) return;
  const inBasket = await w.shot('basket', async () => {
    await page.getByRole('button', { name: t('editor:orderDetails.addToBasket') }).click();
    // An older order step stays put and links to the basket.
    await page.waitForURL(/\/webapp\/basket/, { timeout: 10_000 }).catch(() => page.goto('/webapp/basket'));
    await w.visible(page.getByRole('link', { name: t('commerce:basket.checkout') }), 30_000);
  });
  if (!inBasket) return;
  const atAddress = await w.shot('checkout-address', async () => {
    await page.getByRole('link', { name: t('commerce:basket.checkout') }).click();
    await w.visible(w.h1('pages.deliveryAddress.title'), 30_000);
  });
  if (!atAddress) return;
  const address = await w.shot('checkout-new-address', async () => {
    await page.getByRole('button', { name: t('commerce:address.addNew') }).click();
    const dialog = page.getByRole('dialog', { name: t('commerce:address.deliveryTitle') });
    await dialog.getByLabel(t('address:fullName')).fill('Ada Lovelace');
    await dialog.getByLabel(t('address:line1'), { exact: true }).fill('12 St James Square');
    await dialog.getByLabel(t('address:city')).fill('London');
    await dialog.getByLabel(t('address:postcode')).fill('SW1Y 4JH');
  });
  if (!address) return;
  const delivery = await w.shot('checkout-delivery', async () => {
    const dialog = page.getByRole('dialog', { name: t('commerce:address.deliveryTitle') });
    await dialog.getByRole('button', { name: t('commerce:address.useThis') }).click();
    await dialog.waitFor({ state: 'hidden', timeout: STEP_TIMEOUT });
    // A guest's version asks the e-mail for the confirmation here: the customer is signed in.
    await cont();
    await w.visible(w.h1('pages.shippingOptions.title'), 30_000);
  });
  if (!delivery) return;
  const payment = await w.shot('checkout-payment', async () => {
    await cont();
    await w.visible(w.h1('pages.paymentMethods.title'), 30_000);
    await page.getByLabel(t('commerce:card.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(t('commerce:card.expiry')).fill('12/30');
    await page.getByLabel(t('commerce:card.cvc')).fill('123');
  });
  if (!payment) return;
  const summary = await w.shot('checkout-summary', async () => {
    await cont();
    await w.visible(w.h1('pages.summary.title'), 30_000);
  });
  if (!summary) return;
  await w.shot('order-confirmation', async () => {
    const pay = new RegExp(escapeRegExp(t('commerce:summary.pay', { amount: '§' })).replace('§', '.+'));
    await page.getByRole('button', { name: pay }).click();
    await w.visible(w.h1('pages.confirmation.title'), 60_000);
  });
}
