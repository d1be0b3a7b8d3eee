import { expect, test } from './fixtures';
import { catalogName, setLocaleCookie, translator } from './shell-i18n';

/**
 * Issue 25 (Lighthouse mobile 100 on /new-print): the server draws the product cards into the
 * first screen, so a phone shows them, with their pictures and prices in the visitor's language
 * and currency, before any script has arrived; the app then takes over that screen with the same
 * catalog, without asking the server for it again.
 */
test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('/new-print shows the products with pictures and prices in German and euros', async ({ page }) => {
    const t = translator('de-de');
    await setLocaleCookie(page, 'de-de');
    await page
      .context()
      .addCookies([{ name: 'bindery_currency', value: 'EUR', domain: 'localhost', path: '/' }]);
    await page.goto('/webapp/new-print');
    // The static screen is inert until the app takes over, so it is read by its text here.
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText(t('pages.newPrint.title'));
    const books = root.locator('a', { hasText: catalogName('de-de', 'photo-books') });
    await expect(books).toBeVisible();
    await expect(books).toContainText(/ab \d+,\d\d\s€/);
    const picture = books.locator('img');
    // Styled already (the entry's CSS is in the page): the picture fits its card.
    const [card, img] = [await books.boundingBox(), await picture.boundingBox()];
    expect(img!.width).toBeLessThanOrEqual(card!.width);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test('the app takes over /new-print with the catalog it was drawn from, and its cards work', async ({
  page,
}) => {
  const t = translator('en');
  const catalogRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/webapp/api/catalog') catalogRequests.push(request.url());
  });
  await page.goto('/webapp/new-print');
  await page.getByRole('link', { name: new RegExp(catalogName('en', 'photo-books')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalogName('en', 'photo-books') })).toBeVisible();
  await expect(page.getByText(t('pages.newPrint.pickType'))).toBeVisible();
  expect(catalogRequests, 'the catalog came with the page').toEqual([]);
});
