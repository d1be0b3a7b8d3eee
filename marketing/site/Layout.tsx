import type { ReactNode } from 'react';
import { LOCALE_NAMES, LOCALES, languageTag } from '../schema/locales';
import { useSite } from './context';
import { localisePath, paths } from './paths';

export interface Head {
  title: string;
  description: string;
  /** Locale-neutral path of this page; null for pages that are not indexed (404). */
  path: string | null;
  ogType?: 'website' | 'article';
}

export interface Assets {
  css: string;
  islandsSrc: string;
  origin: string;
}

function HeadTags({ head, assets }: { head: Head; assets: Assets }) {
  const { locale, lang } = useSite();
  const url = head.path === null ? null : `${assets.origin}${localisePath(locale, head.path)}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {head.path !== null &&
        LOCALES.map((l) => (
          <link
            key={l}
            rel="alternate"
            hrefLang={languageTag(l)}
            href={`${assets.origin}${localisePath(l, head.path!)}`}
          />
        ))}
      {head.path !== null && (
        <link rel="alternate" hrefLang="x-default" href={`${assets.origin}${head.path}`} />
      )}
      <meta property="og:site_name" content="Bindery" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:locale" content={lang.replace('-', '_')} />
      {url && <meta property="og:url" content={url} />}
      <meta name="theme-color" content="#faf7f2" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, inlined so nothing blocks the first paint */}
      <style dangerouslySetInnerHTML={{ __html: assets.css }} />
      <script type="module" src={assets.islandsSrc} />
    </head>
  );
}

/**
 * The label's form for every plural category of the language, with {{count}} left in for the
 * basket-count island (which picks the form with Intl.PluralRules).
 */
function pluralForms(lang: string, label: (count: number) => string): Record<string, string> {
  const rules = new Intl.PluralRules(lang);
  const forms: Record<string, string> = {};
  for (let n = 0; n < 200; n++) {
    const category = rules.select(n);
    if (!(category in forms)) forms[category] = label(n).replace(String(n), '{{count}}');
  }
  return forms;
}

function Header({ current }: { current: string | null }) {
  const { t, link, lang } = useSite();
  const nav: [string, string][] = [
    [paths.page('products'), t('nav.products')],
    [paths.page('occasions'), t('nav.occasions')],
    [paths.page('offers'), t('nav.offers')],
    [paths.page('blog'), t('nav.blog')],
  ];
  const basketForms = JSON.stringify(pluralForms(lang, (count) => t('nav.basketWithCount', { count })));
  return (
    <header className="site-header">
      <div className="wrap">
        <div className="bar">
          <a className="logo" href={link('/')}>
            Bindery
          </a>
          <div className="actions">
            <a href="/webapp/sign-in">{t('nav.signIn')}</a>
            <a href="/webapp/basket" data-island="basket-count" data-forms={basketForms}>
              <span>{t('nav.basket')}</span>
              <span className="count" aria-hidden="true" data-count>
                0
              </span>
            </a>
          </div>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className="nav">
            {nav.map(([path, label]) => (
              <li key={path}>
                <a href={link(path)} aria-current={current === path ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
            <li>
              <a className="start" href="/webapp/new-print">
                {t('nav.start')}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function Footer({ current }: { current: string | null }) {
  const { t, link, locale } = useSite();
  const columns: [string, [string, string][]][] = [
    [
      t('footer.shop'),
      [
        [link(paths.page('products')), t('nav.products')],
        [link(paths.page('offers')), t('nav.offers')],
        [link(paths.page('black-friday')), t('link.blackFriday')],
        [link(paths.page('occasions')), t('nav.occasions')],
        [link(paths.page('reviews')), t('link.reviews')],
      ],
    ],
    [
      t('footer.company'),
      [
        [link(paths.page('about')), t('link.about')],
        [link(paths.page('careers')), t('link.careers')],
        [link(paths.page('sustainability')), t('link.sustainability')],
        [link(paths.page('technology')), t('link.technology')],
        [link(paths.page('blog')), t('nav.blog')],
      ],
    ],
    [
      t('footer.help'),
      [
        [link(paths.page('contact')), t('link.contact')],
        [link(paths.page('features')), t('link.features')],
        [link(paths.page('download')), t('link.download')],
        ['/webapp/account/order/history', t('link.orders')],
      ],
    ],
  ];
  // The switcher keeps the page: each language links to this same page in that language.
  const target = current ?? '/';
  return (
    <footer className="site-footer">
      <div className="wrap">
        <div className="cols">
          {columns.map(([heading, links]) => (
            <div key={heading}>
              <h2>{heading}</h2>
              <ul>
                {links.map(([href, label]) => (
                  <li key={href}>
                    <a href={href}>{label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <details className="lang">
          <summary>
            {t('lang.label')}: {LOCALE_NAMES[locale]}
          </summary>
          <ul>
            {LOCALES.map((l) => (
              <li key={l}>
                <a
                  href={localisePath(l, target)}
                  hrefLang={languageTag(l)}
                  lang={languageTag(l)}
                  aria-current={l === locale ? 'true' : undefined}
                >
                  {LOCALE_NAMES[l]}
                </a>
              </li>
            ))}
          </ul>
        </details>
        <p className="fine">© 2026 Bindery Ltd. {t('footer.rights')}</p>
      </div>
    </footer>
  );
}

export function Layout({ head, assets, children }: { head: Head; assets: Assets; children: ReactNode }) {
  const { t, lang } = useSite();
  return (
    <html lang={lang}>
      <HeadTags head={head} assets={assets} />
      <body>
        <a className="skip" href="#main">
          {t('skip')}
        </a>
        <Header current={head.path} />
        <main id="main">
          <div className="wrap">{children}</div>
        </main>
        <Footer current={head.path} />
      </body>
    </html>
  );
}
