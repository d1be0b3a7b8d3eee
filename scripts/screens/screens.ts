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
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunch } from '../../bench/node/chromium';
import { type Translate, labels } from './labels';
import { FULL_LOCALES, parseOptions, type ScreensOptions, SHORT_LOCALES, shotFile } from './options';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PHOTOS_DIR = join(ROOT, 'fixtures/photos');
const PASSWORD = 'Tr0ubadour-Horse-42';
const BOOK = 'BOOK-HC-20X20';
const CALENDAR = 'CAL-WALL-A4';
const PRINTS = 'PRINT-GL-6X4';
/** How long one step may wait for the screen; a skipped screen costs no more than this. */
const STEP_TIMEOUT = 15_000;

const photos = (n: number, from = 0) =>
  readdirSync(PHOTOS_DIR)
    .filter((f) => /^photo-\d+\.jpg$/.test(f))
    .sort()
    .slice(from, from + n)
    .map((f) => join(PHOTOS_DIR, f));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An error's first line, and what Playwright last saw when an action timed out (covered, moving). */
function why(err: unknown): string {
  const lines = (err instanceof Error ? err.message : String(err)).split('\n');
  const seen = lines
    .filter((l) => /intercepts pointer events|not stable|not visible|not enabled/.test(l))
    .at(-1);
  return seen ? `${lines[0]} (${seen.trim()})` : (lines[0] ?? '');
}

interface Run {
  options: ScreensOptions;
  taken: string[];
  skipped: string[];
}

/** One language's walk: its own browser context (locale cookie), its own customer. */
class Walk {
  readonly t: Translate;
  constructor(
    readonly run: Run,
    readonly page: Page,
    readonly locale: string,
  ) {
    this.t = labels(run.options.localesDir, locale);
  }

  h1(key: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.t(key), exact: true });
  }

  /** Prepares the screen with `reach`, then keeps a full-page JPEG of it; a failure skips it. */
  async shot(screen: string, reach: () => Promise<unknown>, { fullPage = true } = {}): Promise<boolean> {
    const { out, quality, format } = this.run.options;
    const file = shotFile(screen, this.locale, format);
    try {
      await reach();
      await this.page.evaluate(() => document.fonts.ready);
      // Transitions (sheets sliding up, menus fading in) end before the picture.
      await pause(400);
      const png = await this.page.screenshot({ fullPage, animations: 'disabled', caret: 'initial' });
      const image = sharp(png);
      await (format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality, mozjpeg: true })).toFile(
        join(out, file),
      );
      this.run.taken.push(file);
      console.log(`shot    ${file}`);
      return true;
    } catch (err) {
      const reason = why(err);
      this.run.skipped.push(`${file}: ${reason}`);
      console.log(`skipped ${file}: ${reason}`);
      // What the screen showed instead, for whoever looks into why (not part of the gallery).
      const debug = process.env.SCREENS_DEBUG_DIR;
      if (debug) {
        mkdirSync(debug, { recursive: true });
        await this.page
          .screenshot({ path: join(debug, file), type: 'jpeg', quality: 50 })
          .catch(() => undefined);
      }
      return false;
    }
  }

  /** A step between screens; failing, it says so, and the screens after it that need it skip. */
  async step(what: string, act: () => Promise<unknown>): Promise<boolean> {
    try {
      await act();
      return true;
    } catch (err) {
      const reason = why(err);
      console.log(`step failed (${this.locale}) ${what}: ${reason}`);
      return false;
    }
  }

  async visible(locator: Locator, timeout = STEP_TIMEOUT) {
    await locator.first().waitFor({ state: 'visible', timeout });
  }

  async goto(path: string, headingKey?: string) {
    const res = await this.page.goto(path);
    if (res && res.status() >= 400) throw new Error(`${path} answered ${res.status()}`);
    if (headingKey) await this.visible(this.h1(headingKey));
    else await this.visible(this.page.getByRole('heading', { level: 1 }));
  }
}

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

const TOOLS = [
  ['photos', 'editor-shell:toolbar.photos'],
  ['layouts', 'editor:tools.templates'],
  ['caption', 'editor:tools.addCaption'],
  ['themes', 'editor:tools.themes'],
  ['pages', 'editor:tools.addPages'],
] as const;

async function editor(w: Walk) {
  const { page, t } = w;
  const saved = () => w.visible(page.getByRole('status').filter({ hasText: t('editor:sync.saved') }), 30_000);
  const editorUrl = page.url();
  const reopen = async () => {
    // Every edit saved first: a reload mid-save can leave a conflict to answer (older versions).
    await saved().catch(() => undefined);
    await page.goto(editorUrl);
    await saved();
  };
  const tools = () => page.getByRole('region', { name: t('editor:tools.label') });
  const frameList = () => page.getByRole('list', { name: t('editor:canvas.frames') });
  const next = () => page.getByRole('button', { name: t('editor:toolbar.next') }).click();

  await w.shot('editor-cover', saved);
  await w.shot('editor-first-spread', next);
  await w.shot('editor-spread-view', () =>
    page.getByRole('button', { name: t('editor-canvas:view.wholeSpread') }).click({ timeout: STEP_TIMEOUT }),
  );
  await w.shot('editor-page', () =>
    page.getByRole('button', { name: t('editor-canvas:view.onePage') }).click({ timeout: STEP_TIMEOUT }),
  );

  // Each everyday tool's sheet, from the book as it opened.
  for (const [slug, key] of TOOLS) {
    await w.shot(`editor-tool-${slug}`, async () => {
      await reopen();
      await next();
      // A finger's tap where the tool is drawn: whatever lies on top of it there gets the tap.
      const box = await tools()
        .getByRole('button', { name: t(key), exact: true })
        .boundingBox();
      if (!box) throw new Error(`no ${slug} tool`);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      // A sheet (dialog) or the photo tray (its tool stays pressed).
      await w.visible(page.getByRole('dialog').or(tools().getByRole('button', { expanded: true })));
    });
  }

  await w.shot('editor-more', async () => {
    await reopen();
    await page.getByRole('button', { name: t('editor-shell:toolbar.more'), exact: true }).click();
    await w.visible(page.getByRole('menu'));
  });

  // A caption typed on the page with its format bar (older versions: in a dialog).
  await w.shot('editor-caption', async () => {
    await reopen();
    await next();
    await tools()
      .getByRole('button', { name: t('editor:tools.addCaption'), exact: true })
      .click();
    const words = page.getByRole('textbox').first();
    await w.visible(words);
    await words.fill(
      w.locale === 'en' ? 'Low tide at noon' : w.locale === 'de-de' ? 'Ebbe am Mittag' : 'Odpływ w południe',
    );
  });
  // Typing on a selected caption: a tap selects, a second tap opens the text box and the format bar.
  await w.shot('editor-format-bar', async () => {
    const typing = page.getByRole('toolbar', { name: t('editor-canvas:typing.bar') });
    if (!(await typing.isVisible())) {
      const dialog = page.getByRole('dialog');
      if (await dialog.isVisible())
        await dialog.getByRole('button', { name: t('editor:textEditor.save'), exact: true }).click();
      const caption = frameList()
        .getByRole('button', {
          name: new RegExp(
            `^${escapeRegExp(t('editor:canvas.textFrame', { text: '§' })).replace('§', '.+')}$`,
          ),
        })
        .last();
      const box = await caption.boundingBox();
      if (!box) throw new Error('no caption on the page');
      for (let i = 0; i < 2; i++) {
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        await pause(400);
      }
    }
    await w.visible(typing);
  });

  await w.shot('editor-photo-selected', async () => {
    await reopen();
    await next();
    const photo = frameList().getByRole('button', {
      name: t('editor:canvas.photoFrame', { n: 1 }),
      exact: true,
    });
    const box = await photo.boundingBox({ timeout: STEP_TIMEOUT });
    if (!box) throw new Error('no photo on the spread');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await w.visible(frameList().getByRole('button', { pressed: true }));
  });
  await reopen().catch(() => undefined);
}

/** The order step, the basket, the checkout's four steps and the confirmation. */
async function order(w: Walk) {
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
