import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, localePrefix } from '../schema/locales';
import { localisePath } from '../site/paths';
import { StatusTemplate } from '../site/templates/StatusTemplate';
import type { LocaleData } from '../site/templates/data';
import { buildAdmin } from './admin';
import { readCatalog } from './catalog';
import { type Content, ContentError, loadContent } from './load-content';
import { planPages } from './pages';
import { checkReferences, sitePaths } from './references';
import { readResources, renderDocument, siteContext, translator } from './render';
import { bundle } from './islands';
import { robotsTxt, sitemapXml } from './seo';

const here = dirname(fileURLToPath(import.meta.url));
const marketingDir = resolve(here, '..');
const repoRoot = resolve(marketingDir, '..');

/** Until the server fills it in, canonical and hreflang URLs carry this origin (see server/marketing). */
export const ORIGIN_TOKEN = 'https://site-origin.invalid';

function localeData(content: Content, locale: (typeof LOCALES)[number]): LocaleData {
  const pick = <T,>(entries: Map<string, Record<string, T>>) =>
    new Map([...entries].map(([slug, byLocale]) => [slug, byLocale[locale]!]));
  return {
    pages: pick(content.pages),
    products: pick(content.products),
    productTypes: pick(content['product-types']),
    articles: pick(content.articles),
    categories: pick(content.categories),
    authors: pick(content.authors),
    collections: pick(content.collections),
  };
}

export async function buildSite(
  outDir: string,
  opts: { origin?: string; now?: number; admin?: boolean } = {},
) {
  const content = loadContent(join(marketingDir, 'content'), repoRoot);
  const catalog = readCatalog(join(repoRoot, 'server/catalog/catalog.data.json'));
  const problems = checkReferences(content, catalog);
  if (problems.length > 0) throw new ContentError(problems);

  const origin = opts.origin ?? ORIGIN_TOKEN;
  const now = opts.now ?? Date.now();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  const islands = await bundle(join(marketingDir, 'islands/main.ts'), join(outDir, 'assets'), 'islands');
  const assets = {
    css: readFileSync(join(marketingDir, 'site/styles.css'), 'utf8').replace(/\s*\n\s*/g, ''),
    islandsSrc: `/assets/${islands}`,
    origin,
  };
  const resources = readResources(join(marketingDir, 'i18n'));
  const write = (path: string, html: string) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  };

  let pages = 0;
  for (const locale of LOCALES) {
    const ctx = siteContext(locale, await translator(locale, resources), catalog);
    for (const page of planPages(localeData(content, locale), now)) {
      write(
        `${localisePath(locale, page.head.path!).slice(1)}index.html`,
        renderDocument(ctx, page.head, page.body, assets),
      );
      pages++;
    }
    const prefix = localePrefix(locale).slice(1);
    const notFound = { title: `${ctx.t('nf.title')} | Bindery`, description: ctx.t('nf.text'), path: null };
    write(
      join(prefix, '404.html'),
      renderDocument(ctx, notFound, <StatusTemplate kind="notFound" />, assets),
    );
    const forbidden = {
      title: `${ctx.t('forbidden.title')} | Bindery`,
      description: ctx.t('forbidden.text'),
      path: null,
    };
    write(
      join(prefix, '403.html'),
      renderDocument(ctx, forbidden, <StatusTemplate kind="forbidden" />, assets),
    );
  }
  write('sitemap.xml', sitemapXml(origin, [...sitePaths(content)]));
  write('robots.txt', robotsTxt(origin));
  write(
    'favicon.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#a63f27"/><path d="M9 7h9a6 6 0 0 1 0 12H9zM9 19h10a6 6 0 0 1 0 12" fill="none" stroke="#fff" stroke-width="3"/></svg>\n',
  );
  if (opts.admin !== false) await buildAdmin(join(outDir, 'admin'), marketingDir);
  return { pages, islands };
}
