import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkPrintFile } from '../scripts/print-check';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { expect, type Page, test } from './fixtures';
import { printInBasket, useNewAddress } from './order-helpers';

async function enterCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

function pdfsOf(orderId: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'orders', orderId);
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

test.describe('checkout', () => {
  test('voucher, new address, express shipping, 3-D Secure, confirmation, history and print file', async ({
    page,
  }, info) => {
    await signUpByApi(page, uniqueEmail('checkout', info.project.name));
    await printInBasket(page, 'Basque Summer');

    await page.goto('/webapp/basket');
    await expect(page.getByRole('heading', { name: 'Basque Summer' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a voucher' }).click();
    const voucher = page.getByRole('dialog', { name: 'Add a voucher' });
    await voucher.getByLabel('Voucher or referral code').fill('summer25');
    await voucher.getByRole('button', { name: 'Apply' }).click();
    await expect(voucher.getByText('The voucher SUMMER25 has expired.')).toBeVisible();
    await voucher.getByLabel('Voucher or referral code').fill('welcome10');
    await voucher.getByRole('button', { name: 'Apply' }).click();
    await expect(voucher).toBeHidden();
    await expect(page.getByRole('button', { name: 'Remove WELCOME10' })).toBeVisible();
    await expect(page.getByText('Discount')).toBeVisible();
    await page.screenshot({ path: info.outputPath('basket.png'), fullPage: true });

    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
    await useNewAddress(page, 'Ada Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\/shipping-options$/);
    await page.getByRole('radio', { name: /Express delivery/ }).check();
    await page.screenshot({ path: info.outputPath('shipping.png'), fullPage: true });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\/payment-methods$/);
    await expect(page.getByRole('radio', { name: 'A new card' })).toBeChecked();
    await enterCard(page, '4000 0000 0000 3220');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/checkout\/summary$/);
    await expect(page.getByText('Visa ending 3220')).toBeVisible();
    await expect(page.getByText(/Express delivery/)).toBeVisible();
    await page.screenshot({ path: info.outputPath('summary.png'), fullPage: true });
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('heading', { name: 'Confirm this payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
    const thanks = page.getByText(/Your order BND-\w+ is confirmed/);
    await expect(thanks).toBeVisible();
    const reference = (await thanks.textContent())?.match(/BND-\w+/)?.[0] ?? '';
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    await page.screenshot({ path: info.outputPath('confirmation.png'), fullPage: true });

    await page.goto('/webapp/account/order/history');
    const entry = page.getByRole('listitem').filter({ hasText: reference });
    await expect(entry.getByText('Paid')).toBeVisible();
    await entry.getByRole('link', { name: `Order ${reference}` }).click();
    await expect(page.getByRole('list', { name: 'Order progress' }).getByText('Paid')).toBeVisible();
    await page.getByRole('link', { name: 'Transaction summary' }).click();
    await expect(page.getByText('Visa ending 3220')).toBeVisible();
    await expect(page.getByText('Vouchers used: WELCOME10')).toBeVisible();
    await page.screenshot({ path: info.outputPath('transaction.png'), fullPage: true });

    // A softcover's interior and cover, as its printer takes them, each a PDF/X-4 file that passes
    // the independent checks (qpdf, pdfinfo, pdffonts, pdfimages, Ghostscript).
    await expect.poll(() => pdfsOf(orderId).length, { timeout: 30_000 }).toBe(2);
    for (const file of pdfsOf(orderId)) {
      expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+\d+/);
      expect(checkPrintFile(file).problems).toEqual([]);
    }
  });

  test('a declined card, a double-clicked Pay charged once, then another card pays', async ({
    page,
  }, info) => {
    await signUpByApi(page, uniqueEmail('declined', info.project.name));
    await printInBasket(page, 'Basque Summer');
    await page.goto('/webapp/checkout');
    await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
    await useNewAddress(page, 'Ada Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping-options$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await enterCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('button', { name: /^Pay / }).dblclick();
    await expect(page).toHaveURL(/\/checkout\/payment-methods\?order=.*declined=1/);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment not taken' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order') ?? '';
    await page.screenshot({ path: info.outputPath('declined.png'), fullPage: true });

    await enterCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText(/Your order BND-\w+ is confirmed/)).toBeVisible();

    const answer = await page.request.get(`/webapp/api/transaction?id=${orderId}`);
    const { order } = (await answer.json()) as { order: { status: string; payments: { status: string }[] } };
    expect(order.status).toBe('paid');
    expect(order.payments.map((p) => p.status)).toEqual(['declined', 'succeeded']);
  });
});
