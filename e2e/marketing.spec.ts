import { expect, test } from './fixtures';

/** One page of every page kind of SPEC §2, by locale-neutral path. */
const PAGE_KINDS: [string, string][] = [
  ['home', '/'],
  ['products list', '/products/'],
  ['product types', '/products/photo-books/'],
  ['product page', '/products/photo-books/hardcover/'],
  ['about', '/about/'],
  ['download', '/download/'],
  ['features', '/features/'],
  ['careers', '/careers/'],
  ['sustainability', '/sustainability/'],
  ['email verified', '/email-verified/'],
  ['contact', '/contact/'],
  ['occasions', '/occasions/'],
  ['offers', '/offers/'],
  ['Black Friday offers', '/offers/black-friday/'],
  ['technology', '/technology/'],
  ['reviews', '/reviews/'],
  ['blog index', '/blog/'],
  ['article', '/blog/wedding-album/'],
  ['blog category', '/blog/category/photo-tips/'],
  ['blog collection', '/blog/collection/gift-guide/'],
  ['author', '/blog/author/anna-berg/'],
];

const LOCALES = [
  { locale: 'en', prefix: '', lang: 'en', products: 'Products' },
  { locale: 'de-de', prefix: '/de-de', lang: 'de-DE', products: 'Produkte' },
  { locale: 'pl-pl', prefix: '/pl-pl', lang: 'pl-PL', products: 'Produkty' },
];

for (const { locale, prefix, lang, products } of LOCALES) {
  test(`every page kind renders in ${locale}`, async ({ page }) => {
    // 21 pages in one journey: generous on a shared machine.
    test.setTimeout(180_000);
    for (const [kind, path] of PAGE_KINDS) {
      const res = await page.goto(`${prefix}${path}`);
      expect(res?.status(), kind).toBe(200);
      await expect(page.locator('html'), kind).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 }), kind).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name: products }),
        kind,
      ).toBeVisible();
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical, kind).toBe(new URL(`${prefix}${path}`, page.url()).href);
    }
  });
}

test('a product carousel moves with its buttons', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Popular right now' });
  const status = carousel.getByText(/^\d+ of \d+$/);
  await expect(status).toHaveText('1 of 7');
  await expect(carousel.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(status).toHaveText('2 of 7');
  await expect
    .poll(() =>
      carousel
        .getByRole('list')
        .first()
        .evaluate((el) => el.scrollLeft),
    )
    .toBeGreaterThan(0);
  await carousel.getByRole('button', { name: 'Previous' }).click();
  await expect(status).toHaveText('1 of 7');
});

test('the testimonial carousel works in German', async ({ page }) => {
  // At phone width one testimonial shows at a time (wider screens show all three at once).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/de-de/reviews/');
  const carousel = page.getByRole('region', { name: 'Das sagen unsere Kunden' });
  await carousel.getByRole('button', { name: 'Weiter' }).click();
  await expect(carousel.getByText('2 von 3')).toBeVisible();
});

test('the Black Friday countdown ticks and ends', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-28T23:58:50Z') });
  await page.clock.pauseAt(new Date('2026-11-28T23:58:57Z'));
  await page.goto('/pl-pl/offers/black-friday/');
  const countdown = page.getByRole('region', { name: 'Oferta kończy się za' });
  const timer = countdown.getByRole('timer');
  await expect(timer).toContainText('03');
  await page.clock.runFor(1000);
  await expect(timer).toContainText('02');
  await page.clock.runFor(4000);
  await expect(timer).toBeHidden();
  await expect(countdown.getByText('Black Friday dobiegł końca.')).toBeVisible();
});

test('the video loads its player only after play is pressed', async ({ page }) => {
  const requests: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
  });
  await page.goto('/technology/');
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'Play video: Inside the layout engine' }).click();
  await expect(page.locator('iframe[title="Inside the layout engine"]')).toBeVisible();
  await expect.poll(() => requests.length).toBe(1);
  expect(requests[0]).toContain('/embed/aqz-KE-bpKQ');
});

test('the language switch keeps the page', async ({ page }) => {
  await page.goto('/products/photo-books/hardcover/');
  await page.getByText('Language: English').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de-de\/products\/photo-books\/hardcover\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.getByText('Sprache: Deutsch').click();
  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl-pl\/products\/photo-books\/hardcover\/$/);
  await page.getByText('Język: Polski').click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/photo-books\/hardcover\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the header shows the basket count from the API', async ({ page }) => {
  await page.route('**/webapp/api/basket/count', (route) => route.fulfill({ json: { count: 3 } }));
  await page.goto('/de-de/');
  await expect(page.getByRole('link', { name: 'Warenkorb, 3 Artikel' })).toBeVisible();
});

test('the header counts an empty basket for a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
});

test('links lead into the web app', async ({ page, request }) => {
  await page.goto('/');
  const targets: [string, RegExp][] = [
    ['Sign in', /\/webapp\/sign-in$/],
    ['Basket, 0 items', /\/webapp\/basket$/],
    ['Start a print', /\/webapp\/new-print$/],
    ['Start your photo book', /\/webapp\/new-print\/uploader$/],
  ];
  for (const [name, url] of targets) {
    const link = page.getByRole('link', { name, exact: true }).first();
    const href = await link.getAttribute('href');
    expect(href, name).toMatch(url);
    const res = await request.get(href!);
    expect(res.status(), name).toBe(200);
    expect(await res.text(), name).toContain('<div id="root"');
  }
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/webapp\/sign-in$/);
});

test('unknown pages get the 404 page of their locale', async ({ request }) => {
  // Fetched rather than opened: Chromium logs every 404 document as a console error.
  for (const [path, lang, heading] of [
    ['/de-de/gibt-es-nicht/', 'de-DE', 'Seite nicht gefunden'],
    ['/pl-pl/nie-ma', 'pl-PL', 'Nie znaleziono strony'],
    ['/no-such-page/', 'en', 'Page not found'],
  ]) {
    const res = await request.get(path!);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toContain(`<html lang="${lang}">`);
    expect(html, path).toContain(`<h1>${heading}</h1>`);
  }
});

test('sitemap.xml and robots.txt list the site', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${baseURL}/pl-pl/blog/wedding-album/</loc>`);
  expect(sitemap).toContain(`hreflang="de-DE" href="${baseURL}/de-de/offers/black-friday/"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
