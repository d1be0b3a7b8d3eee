import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import {
  CATEGORY_CARDS_TOKEN,
  categoryCardsHtml,
  PRICE_TOKEN,
} from '../../contract/catalog/category-cards-html';
import { bcp47, LOCALES } from '../../contract/locale/locales';
import { memoryLocation } from 'wouter/memory-location';
import { SessionProvider } from '../auth/SessionProvider';
import { CategoryCards } from '../catalog/CategoryCards';
import { testI18n } from '../i18n/test-i18n';
import { DEFAULTS } from '../state/app-state';
import { PageFrame } from '../ui/PageFrame';
import { Header } from './Header';
import { preferences } from './preferences';
import {
  CURRENCY_TOKEN,
  FIRST_SCREEN_DEFAULTS,
  firstScreenHtml,
  firstScreenText,
  languageName,
  STATIC_FIRST_SCREENS,
} from './static-first-screen';

/**
 * Markup as a browser parses it, attributes in one order (it does not change the page), without
 * React's generated ids (useId) that the static copy leaves out.
 */
function normalise(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  for (const el of box.querySelectorAll('[id]')) if (el.id !== 'main') el.removeAttribute('id');
  for (const el of box.querySelectorAll('[aria-controls]')) el.removeAttribute('aria-controls');
  for (const el of box.querySelectorAll('*')) {
    const attributes = [...el.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) el.removeAttribute(name);
    for (const [name, value] of attributes) el.setAttribute(name, value);
  }
  return box.innerHTML;
}

describe('the static first screen', () => {
  beforeEach(() => {
    // No server here: the session and basket requests fail, as a visitor's first render is before they answer.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    preferences.locale = DEFAULTS.locale;
    preferences.currency = DEFAULTS.currency;
  });

  it("uses the app state's defaults for a visitor without cookies", () => {
    expect(FIRST_SCREEN_DEFAULTS).toEqual({ locale: DEFAULTS.locale, currency: DEFAULTS.currency });
  });

  for (const [locale, currency] of [
    ['en-gb', 'GBP'],
    ['de-de', 'EUR'],
    ['fi-fi', 'EUR'],
  ] as const) {
    for (const screen of STATIC_FIRST_SCREENS) {
      it(`is React's first render of the header and ${screen.page} heading in ${locale}`, async () => {
        const i18n = await testI18n(locale, ['common']);
        preferences.locale = locale;
        preferences.currency = currency;
        const { container } = render(
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
              <SessionProvider>
                <Router hook={memoryLocation({ path: '/' }).hook} base="/webapp">
                  <div className="app-frame">
                    <Header />
                    <PageFrame title={i18n.t(screen.titleKey)} intro={i18n.t(screen.introKey)} />
                  </div>
                </Router>
              </SessionProvider>
            </QueryClientProvider>
          </I18nextProvider>,
        );
        const fromReact = normalise(container.innerHTML);
        const built = firstScreenHtml(firstScreenText(i18n.t.bind(i18n), locale, screen));
        expect(built).toMatch(/^<div class="app-frame" inert="">/);
        // React's frame is inert only while a modal shows; the static copy until React takes over.
        // The category cards are the server's (below), drawn from the catalog at request time.
        const fromBuild = normalise(
          built
            .replace(' inert=""', '')
            .replaceAll(CURRENCY_TOKEN, currency)
            .replace(CATEGORY_CARDS_TOKEN, ''),
        );
        expect(built.includes(CATEGORY_CARDS_TOKEN)).toBe(screen.cards === true);
        expect(fromBuild).toBe(fromReact);
        expect(fromBuild).toContain(i18n.t(screen.titleKey));
      });
    }
  }
});

describe("the server's category cards", () => {
  const categories = [
    {
      code: 'photo-books',
      name: 'Fotobücher & <Alben>',
      fromPrice: { amount: 1799, currency: 'EUR' as const },
      types: [{ code: 'softcover' }, { code: 'hardcover' }],
    },
    {
      code: 'prints',
      name: 'Abzüge',
      fromPrice: { amount: 50, currency: 'EUR' as const },
      types: [{ code: 'glossy' }],
    },
    { code: 'empty', name: 'Leer', fromPrice: { amount: 0, currency: 'EUR' as const }, types: [] },
  ];
  afterEach(cleanup);

  for (const locale of ['en-gb', 'de-de', 'pl-pl'] as const) {
    it(`are CategoryCards' markup in ${locale}`, async () => {
      const i18n = await testI18n(locale, ['common']);
      const { container } = render(
        <I18nextProvider i18n={i18n}>
          <Router hook={memoryLocation({ path: '/' }).hook} base="/webapp">
            <CategoryCards categories={categories as never} locale={locale} />
          </Router>
        </I18nextProvider>,
      );
      const fromServer = categoryCardsHtml(
        categories as never,
        locale,
        i18n.t('catalog.from', { price: PRICE_TOKEN }),
      );
      expect(normalise(fromServer)).toBe(normalise(container.innerHTML));
      expect(fromServer).toContain('&lt;Alben&gt;');
    });
  }

  it("load the first card's picture at once (the screen's largest paint) and the others lazily", () => {
    const html = categoryCardsHtml(categories as never, 'en-gb', PRICE_TOKEN);
    const pictures = html.match(/<img [^>]*>/g) ?? [];
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toContain('fetchpriority="high"');
    expect(pictures[0]).not.toContain('loading=');
    expect(pictures[1]).toContain('loading="lazy"');
    expect(pictures[1]).not.toContain('fetchpriority');
  });
});

describe('languageName', () => {
  it('names every locale as Intl.DisplayNames names it in itself, capitalised', () => {
    for (const locale of LOCALES) {
      const tag = bcp47(locale);
      const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? '';
      expect(languageName(locale), locale).toBe(name.charAt(0).toLocaleUpperCase(tag) + name.slice(1));
    }
  });
});
