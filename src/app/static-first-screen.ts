/**
 * The first screen as plain HTML, painted before any script runs (issue 13): the site header and
 * the page's heading and intro, exactly as React's first render draws them, so when React takes
 * over (createRoot clears #root in the same commit that draws the app) nothing moves.
 *
 * The build (vite.config.ts) writes one fragment per locale and first screen into
 * `first-screens.json`; the server puts the one for the visitor's locale and currency cookies into
 * index.html (server/http/first-screen.ts). This module imports only pure contract code: the Vite
 * config reads it in Node.
 */
import { escapeHtml } from '../../contract/web/escape-html';
import { CATEGORY_CARDS_TOKEN } from '../../contract/catalog/category-cards-html';
import type { Locale } from '../../contract/locale/locales';

/**
 * The preferences of a visitor without cookies: src/state/app-state.ts's DEFAULTS (the test checks
 * they agree), repeated here because that module starts the app's state when imported.
 */
export const FIRST_SCREEN_DEFAULTS = { locale: 'en-gb', currency: 'GBP' } as const;

/** Where the server writes the visitor's currency into a fragment (the header's language button). */
export const CURRENCY_TOKEN = '%BINDERY_CURRENCY%';

export interface StaticFirstScreen {
  /** Names the fragment in first-screens.json. */
  page: 'home' | 'new-print';
  /** The paths (under /webapp) this screen answers, as a RegExp source. */
  path: string;
  titleKey: string;
  introKey: string;
  /**
   * The page shows the catalog's category cards under its intro: the server draws them into the
   * screen (CATEGORY_CARDS_TOKEN) from the catalog in the visitor's locale and currency.
   */
  cards?: boolean;
}

/** The screens a new customer lands on; src/app/first-screens.ts starts their code and data. */
export const STATIC_FIRST_SCREENS: StaticFirstScreen[] = [
  { page: 'home', path: '^/webapp/?$', titleKey: 'pages.home.title', introKey: 'pages.home.intro' },
  {
    page: 'new-print',
    // /new-print without a category: with one the heading is the catalog's, known only later.
    path: '^/webapp/new-print/?$',
    titleKey: 'pages.newPrint.title',
    introKey: 'pages.newPrint.pickCategory',
    cards: true,
  },
];

/** The texts of one locale's first screen, already translated (currency as CURRENCY_TOKEN). */
export interface FirstScreenText {
  skip: string;
  home: string;
  brand: string;
  mainNav: string;
  links: { href: string; label: string }[];
  startPrint: string;
  /** "EN · %BINDERY_CURRENCY%" */
  preferences: string;
  preferencesLabel: string;
  basketLabel: string;
  menu: string;
  title: string;
  intro: string;
  /** Whether the page's category cards follow the intro (CATEGORY_CARDS_TOKEN, filled by the server). */
  cards: boolean;
}

const BASKET_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path><circle cx="10" cy="20.5" r="1.5" fill="currentColor"></circle><circle cx="17" cy="20.5" r="1.5" fill="currentColor"></circle></svg>';
/** The brand's mark, as public/favicon.png shows it (src/app/Header.tsx: why inline). */
const BRAND_MARK =
  '<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true"><rect width="32" height="32" rx="6" fill="#1f3a5f"></rect><path d="M9 4h9a6 6 0 0 1 0 12H9zM9 16h10a6 6 0 0 1 0 12H9z" fill="none" stroke="#f5c451" stroke-width="3"></path></svg>';
const MENU_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>';

/**
 * The markup of src/app/Header.tsx (a visitor, an empty basket, the phone menu closed) and of
 * src/ui/PageFrame.tsx's heading and intro. static-first-screen.test.tsx renders both components
 * and compares, so a change to either shows there.
 */
export function firstScreenHtml(text: FirstScreenText): string {
  const e = escapeHtml;
  const links = text.links.map((l) => `<li><a href="/webapp${e(l.href)}">${e(l.label)}</a></li>`).join('');
  return [
    // Inert until React draws the same screen: a tap then would reach a button without its code
    // (the menu would not open), so nothing takes taps, focus or the screen reader's attention yet.
    '<div class="app-frame" inert="">',
    '<header class="site-header">',
    `<a class="skip-link" href="#main">${e(text.skip)}</a>`,
    '<div class="header-bar">',
    `<a href="/webapp/" class="brand" aria-label="${e(text.home)}">${BRAND_MARK}<span>${e(text.brand)}</span></a>`,
    `<nav aria-label="${e(text.mainNav)}" class="main-nav"><ul>${links}</ul></nav>`,
    `<a href="/webapp/new-print" class="button small header-cta">${e(text.startPrint)}</a>`,
    `<button type="button" class="preferences-button" aria-label="${e(text.preferencesLabel)}">${e(text.preferences)}</button>`,
    `<a href="/webapp/basket" class="basket-link" aria-label="${e(text.basketLabel)}">${BASKET_ICON}<span class="badge" aria-hidden="true">0</span></a>`,
    `<button type="button" class="menu-button" aria-expanded="false"><span class="visually-hidden">${e(text.menu)}</span>${MENU_ICON}</button>`,
    '</div>',
    '</header>',
    `<main class="page" id="main"><h1>${e(text.title)}</h1><p class="page-intro">${e(text.intro)}</p>${text.cards ? CATEGORY_CARDS_TOKEN : ''}</main>`,
    '</div>',
  ].join('');
}

/**
 * Each language named in itself ("Deutsch (Deutschland)"), as people look for their own: what
 * `Intl.DisplayNames` says of each locale in itself, capitalised (the test checks they agree).
 * Written out because the header's language button names the language on the first render, and
 * a browser's first `Intl.DisplayNames` loads its data: about 25 ms of a phone's first screen.
 */
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  'da-dk': 'Dansk (Danmark)',
  'de-de': 'Deutsch (Deutschland)',
  'en-gb': 'British English',
  'en-us': 'American English',
  'es-es': 'Español de España',
  'fi-fi': 'Suomi (Suomi)',
  'fr-fr': 'Français (France)',
  'it-it': 'Italiano (Italia)',
  'nb-no': 'Norsk bokmål (Norge)',
  'nl-nl': 'Nederlands (Nederland)',
  'pl-pl': 'Polski (Polska)',
  'pt-pt': 'Português europeu',
  'sv-se': 'Svenska (Sverige)',
};

export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}

/** The visitor's links in Header.tsx's order: signed out, so sign-in rather than the account. */
const VISITOR_LINKS = [
  { href: '/products', key: 'nav.products' },
  { href: '/promotions', key: 'nav.offers' },
  { href: '/account/my-designs', key: 'nav.myDesigns' },
  { href: '/sign-in', key: 'nav.signIn' },
];

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The header's language and currency button: what it shows ("EN · GBP") and its name, which starts
 * with what it shows (WCAG 2.5.3, label in name: a voice-control user says what they see) and then
 * says what it is for ("Language and currency: English, GBP").
 */
export function preferencesButtonText(t: Translate, locale: Locale, currency: string) {
  const shown = `${locale.split('-')[0]?.toUpperCase()} · ${currency}`;
  return { shown, label: `${shown}, ${t('preferences.open', { language: languageName(locale), currency })}` };
}

/** One first screen's texts in the locale `t` translates to, as the components would show them. */
export function firstScreenText(t: Translate, locale: Locale, screen: StaticFirstScreen): FirstScreenText {
  const preferences = preferencesButtonText(t, locale, CURRENCY_TOKEN);
  return {
    skip: t('nav.skip'),
    home: t('nav.home'),
    brand: t('brand'),
    mainNav: t('nav.main'),
    links: VISITOR_LINKS.map((l) => ({ href: l.href, label: t(l.key) })),
    startPrint: t('actions.startPrint'),
    preferences: preferences.shown,
    preferencesLabel: preferences.label,
    basketLabel: t('nav.basketWithCount', { count: 0 }),
    menu: t('nav.menu'),
    title: t(screen.titleKey),
    intro: t(screen.introKey),
    cards: screen.cards === true,
  };
}
