import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './bench/node/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4317);
// A fresh data folder per run, so journeys start from an empty database.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bindery-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;

/**
 * Debian's Chromium, never a downloaded browser; flags for a closed network and a root user. The
 * journeys run in its headless shell (Debian's chromium-headless-shell, the same build without the
 * browser's windowing), which npm test installs: it paints the same pages for about a quarter less
 * CPU on the CI's 2 cores. CHROMIUM_PATH chooses another (the full browser, to watch with --headed).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumLaunch.executablePath);
const chromium = {
  executablePath,
  // The shell hints glyphs to whole pixels unless told not to: letters then sit apart as no phone
  // draws them (print-vs-screen measured 0.18 of a caption's ink misplaced; 0 with this switch).
  args: [
    ...chromiumLaunch.args,
    ...(executablePath === HEADLESS_SHELL ? ['--font-render-hinting=none'] : []),
  ],
};

/**
 * Every journey runs on the phone, the product's first screen. The desktop runs again those whose
 * screens differ there (the editor's spreads, keys and pickers, checkout, the shell, marketing,
 * sign-in, accounts, every route); a journey about what happens behind the screen (print files, the
 * printer, uploads, the photo library, faces and places, offline saving, conflicts, payments'
 * outcomes) would only repeat itself, at a cost the CI's 30 minutes cannot pay. Touch gestures
 * (swipe, tap, touch) are a phone's; typing on the page, the order step and a guest's checkout run
 * on the desktop in the keyboard-only journey (keyboard-order), so their own journeys stay phone-only.
 */
const PHONE_ONLY = [
  'first-screen',
  'account-phone',
  'collab-contribute',
  'collab-invite',
  'collab-live',
  'collab-removed',
  'auth-peers',
  'basket-badge',
  'basket-currency',
  'calendar-year',
  'card-expiry',
  'commerce',
  'draft-burst',
  'editor-add-photos',
  'editor-caption-ideas',
  'editor-conflict',
  'editor-delete-pages',
  'editor-lazy-sheets',
  'editor-offline',
  'editor-offline-reload',
  'editor-order',
  'editor-real-photos',
  'editor-sheets-axe',
  'editor-strip-fonts',
  'editor-strip-tap',
  'editor-swipe',
  'editor-tabs',
  'editor-touch',
  'editor-type-on-page',
  'editor-undo-lands',
  'editor-upgrade',
  'guest-checkout',
  'intake-100',
  'no-overflow',
  'order-shipped',
  'order-step',
  'people',
  'people-model-once',
  'photo-library',
  'places-titles',
  'print-files',
  'print-vs-screen',
  'prints',
  'prints-copies',
  'uploader',
  // What happens behind the order's screens (issue 53): prices, the change window, the printer's
  // answers, a declined card, the print checks; and an account claimed by its owner (issue 54).
  'account-pre-claim',
  'checkout-declined',
  'one-price',
  'order-after-handoff',
  'order-change-window',
  'print-checks',
].map((name) => `**/${name}.spec.ts`);
/**
 * Within journeys that run on both, the desktop skips what only repeats the phone's: the same
 * screens in more languages (the phone is judged in three), sign-in's other ways and errors, and
 * the phone's own layout (the book between the editor bar and the tools).
 */
const PHONE_ONLY_TITLES =
  /each localised product-listing path|renders (its page|) ?in (de-de|pl-pl)$|in de-de and pl-pl$|a magic link read from the outbox|two tabs: signing out|the auth error page|a guest makes a print, signs up|in Polish the layouts are named in Polish|the book fills the screen between the editor bar and the tools/;
/** The CMS's editors work at a desk; so does the customer who orders a book with the keyboard alone. */
const DESKTOP_ONLY = ['**/marketing-admin.spec.ts', '**/keyboard-order.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  // Runs on other ports (engineers working side by side) keep their own results: a run empties its folder.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // CI retries a failed journey once; scripts/summarize-tests.ts reports one that passes on the retry as
  // flaky (by name, not counted as passed). npm test points the JSON report into its results folder.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_FILE ?? 'test-results/e2e.json' }]]
    : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // localhost, not 127.0.0.1: WebAuthn's virtual authenticator needs it.
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // Every journey is a new device, and on a new device the service worker's install fetches and
    // stores the whole app shell (378 files in 14 languages) beside the journey's own work: a fifth
    // of the journeys' CPU on the CI's 2 cores. It is blocked here and allowed, with test.use, in the
    // journeys about what it does: the editor opening offline (editor-offline, editor-offline-reload)
    // and the renditions it keeps (editor-real-photos).
    serviceWorkers: 'block',
    // Recording a trace costs every journey a sixth of its time (a screenshot after each action), so
    // the CI records one only when it retries a failed journey; a local run keeps a failure's trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, browserName: 'chromium' },
      testIgnore: DESKTOP_ONLY,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: PHONE_ONLY,
      grepInvert: PHONE_ONLY_TITLES,
    },
  ],
  webServer: {
    command: `node ${process.env.DIST_DIR ?? 'dist'}/server/main.js`,
    url: `http://localhost:${PORT}/webapp/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // Every journey signs up its own customer, all from this one address.
      SIGN_IN_LIMIT_PER_CLIENT: '5000',
      // Orders go to the (file-system) printer as soon as their files are made (print-files.spec);
      // the change window's journeys run their own server (e2e/order-change-window.spec.ts).
      ORDER_CANCEL_WINDOW_MINUTES: '0',
      // The journeys read the printer's folder (print-files); order-shipped runs its own server
      // against the Lulu-shaped simulator, the embedded default.
      PRINT_PARTNER: 'file-system',
    },
  },
});
