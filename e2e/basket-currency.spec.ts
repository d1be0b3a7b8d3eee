import { printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';

/**
 * Issue 25: a customer in German switches the currency from GBP to EUR in the header's dialog,
 * and the basket on screen is priced again by the server in euros ("2,00 £" stayed before), with
 * no reload.
 */
test('switching the currency to EUR shows the basket priced again in euros, in German', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 20);
  // The server takes a design into the basket only once every photo it shows has arrived.
  await uploadDocumentPhotos(page, print.document);
  expect((await page.request.post('/webapp/api/basket/item', { data: { printId: print.id } })).status()).toBe(
    200,
  );
  await page
    .context()
    .addCookies(
      Object.entries({ bindery_locale: 'de-de', bindery_currency: 'GBP', bindery_country: 'DE' }).map(
        ([name, value]) => ({ name, value, domain: 'localhost', path: '/' }),
      ),
    );
  /**
   * The total the server prices this basket at in `currency`, as German writes it: delivered to the
   * currency's home (issue 53: the UK for pounds, Germany for euros), never where the language is spoken.
   */
  const total = async (currency: string) => {
    const res = await page.request.get(`/webapp/api/basket?locale=de-de&currency=${currency}`);
    const { basket } = (await res.json()) as { basket: { currency: string; totals: { totalMinor: number } } };
    expect(basket.currency).toBe(currency);
    return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(
      basket.totals.totalMinor / 100,
    );
  };
  const inPounds = await total('GBP');
  const inEuros = await total('EUR');
  expect(inPounds).toContain('£');
  expect(inEuros).toContain('€');

  await page.goto('/webapp/basket');
  const shown = page.getByTestId('order-total');
  await expect(shown).toHaveText(inPounds);
  await page.evaluate(() => Object.assign(window, { noReload: true }));

  await page.getByRole('button', { name: /Sprache und Währung: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Sprache und Währung' });
  await dialog.getByLabel('Währung').selectOption('EUR');
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(dialog).toBeHidden();

  await expect(shown).toHaveText(inEuros);
  await expect(page.getByText('£')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  await page.screenshot({ path: info.outputPath('basket-in-euros.png'), fullPage: true });
});
