/**
 * `npm run screens -- --base-url http://localhost:PORT --out docs/screens/after`: photographs every
 * screen a customer walks through at 360x740 on a touch phone, in English and German (Polish for
 * home, the editor and checkout), as `<screen>-<locale>.jpg` in the folder given. Not a test: a
 * screen it cannot reach (an older version's other label, a step that failed) is skipped with a
 * line saying so, and the run goes on. See docs/screens/README.md.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../../bench/node/chromium';
import { editor } from './editor-screens';
import { FULL_LOCALES, parseOptions, SHORT_LOCALES } from './options';
import { order } from './order-screens';
import { escapeRegExp, pause, type Run, STEP_TIMEOUT, Walk } from './walk';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHOTOS_DIR = join(ROOT, 'fixtures/photos');
const PASSWORD = 'Tr0ubadour-Horse-42';
const BOOK = 'BOOK-HC-20X20';
const CALENDAR = 'CAL-WALL-A4';
const PRINTS = 'PRINT-GL-6X4';

const photos = (n: number, from = 0) =>
  readdirSync(PHOTOS_DIR)
    .filter((f) => /^photo-\d+\.jpg$/.test(f))
    .sort()
    .slice(from, from + n)
    .map((f) => join(PHOTOS_DIR, f));

async function signUpByApi(page: Page, email: string) {
  const csrf = await page.request.get('/webapp/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await page.request.post('/webapp/api/auth/callback/password', {
    form: {
      email,
      password: PASSWORD,
      intent: 'signup',
      firstName: 'Ann',
      lastName: '',
      csrfToken,
      json: 'true',
    },
    maxRedirects: 0,
  });
  if (res.status() >= 400) throw new Error(`sign-up answered ${res.status()}`);
}

const MARKETING_PREFIX: Record<string, string> = { en: '', 'de-de': '/de-de', 'pl-pl': '/pl-pl' };

async function marketing(w: Walk, full: boolean) {
  const prefix = MARKETING_PREFIX[w.locale] ?? `/${w.locale}`;
  await w.shot('marketing-home', () => w.goto(`${prefix}/`));
  if (full) await w.shot('marketing-product', () => w.goto(`${prefix}/products/photo-books/hardcover/`));
}

async function signedOut(w: Walk) {
  const { page, t } = w;
  await w.shot('sign-in', () => w.goto('/webapp/sign-in', 'auth:title'));
  await w.shot('sign-up', async () => {
    await w.goto('/webapp/sign-in', 'auth:title');
    await page.getByRole('tab', { name: t('auth:tabs.signUp') }).click();
    await w.visible(page.getByLabel(t('auth:fields.email'), { exact: true }));
  });
}

async function choices(w: Walk) {
  await w.shot('new-print-category', () => w.goto('/webapp/new-print', 'pages.newPrint.title'));
  await w.shot('new-print-style', () => w.goto('/webapp/new-print/photo-books'));
  await w.shot('new-print-size', () => w.goto('/webapp/new-print/photo-books/hardcover'));
}

/**
 * The uploader with `files`, photographed while they arrive (uploads slowed) when `screen` is
 * given, then on to the editor. Answers whether the editor opened with everything saved.
 */
async function upload(w: Walk, product: string, files: string[], screen?: string): Promise<boolean> {
  const { page, t } = w;
  const reached = await w.step(`the uploader for ${product}`, async () => {
    await w.goto(`/webapp/new-print/uploader?product=${product}`, 'pages.uploader.title');
  });
  if (!reached) return false;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (screen)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
  const picked = await w.step('choosing photos', () =>
    page.getByLabel(t('photos:uploader.pick')).setInputFiles(files, { timeout: STEP_TIMEOUT }),
  );
  if (!picked) return false;
  if (screen) {
    // The picture is of the screen, the photo tiles in sight (they are drawn only near it).
    await w.shot(
      screen,
      async () => {
        const uploading = new RegExp(
          escapeRegExp(t('photos:tile.uploading', { percent: 999 })).replace('999', '\\d+'),
        );
        await w.visible(page.getByRole('listitem').filter({ hasText: uploading }), 60_000);
        await page
          .getByRole('heading', { name: t('photos:uploader.filesTitle', { count: files.length }) })
          .evaluate((h) => h.scrollIntoView({ block: 'start' }));
      },
      { fullPage: false },
    );
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return w.step('uploading and opening the editor', async () => {
    await w.visible(
      page.getByText(t('photos:uploader.total', { done: files.length, count: files.length })),
      180_000,
    );
    await page.getByRole('button', { name: t('photos:uploader.continue') }).click();
    await page.waitForURL(/\/webapp\/editor\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await w.visible(page.getByRole('status').filter({ hasText: t('editor:sync.saved') }), 60_000);
  });
}

async function walk(run: Run, browser: Browser, locale: string) {
  const full = (FULL_LOCALES as readonly string[]).includes(locale);
  const context: BrowserContext = await browser.newContext({
    baseURL: run.options.baseUrl,
    viewport: { width: 360, height: 740 },
    screen: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: locale === 'en' ? 'en-GB' : locale,
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  await context.addCookies([{ name: 'bindery_locale', value: locale, url: run.options.baseUrl }]);
  const page = await context.newPage();
  const w = new Walk(run, page, locale);
  try {
    await marketing(w, full);
    await w.shot('home', () => w.goto('/webapp/', 'pages.home.title'));
    if (full) await signedOut(w);
    const email = `screens-${locale}-${Date.now().toString(36)}@example.com`;
    if (!(await w.step('signing up', () => signUpByApi(page, email)))) return;
    if (full) await choices(w);
    if (await upload(w, BOOK, photos(8), 'uploader')) {
      await editor(w);
      await order(w);
    }
    if (!full) return;
    await w.shot('account', () => w.goto('/webapp/account', 'pages.account.title'));
    if (await upload(w, PRINTS, photos(3, 8))) await w.shot('design-prints', () => pause(500));
    if (await upload(w, CALENDAR, photos(6, 11))) await w.shot('design-calendar', () => pause(500));
    await w.shot('designs', () => w.goto('/webapp/account/my-designs', 'pages.myDesigns.title'));
  } finally {
    await context.close();
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2), { localesDir: join(ROOT, 'src/i18n/locales') });
  mkdirSync(options.out, { recursive: true });
  const run: Run = { options, taken: [], skipped: [] };
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const locale of [...FULL_LOCALES, ...SHORT_LOCALES]) {
      if (options.only && !options.only.includes(locale)) continue;
      await walk(run, browser, locale);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n${run.taken.length} screenshots in ${options.out}; ${run.skipped.length} skipped`);
  for (const s of run.skipped) console.log(`  skipped ${s}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
