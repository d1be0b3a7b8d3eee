import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Journeys read the same translation files as the app, so they check real text in each language. */
const HERE = dirname(fileURLToPath(import.meta.url));
const LOCALES_DIR = join(HERE, '../src/i18n/locales');

type Tree = { [key: string]: string | Tree };
type T = (key: string, values?: Record<string, string | number>) => string;

function load(locale: string, ns: string): Tree {
  const file = join(LOCALES_DIR, locale, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function bcp47(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? locale);
}

/** t('pages.home.title'), t('auth:title'), t('nav.basketWithCount', { count: 0 }) as the app resolves them. */
export function translator(locale: string): T {
  const chain = locale === 'en' ? ['en'] : [locale, 'en'];
  return (fullKey, values = {}) => {
    const [ns, key] = fullKey.includes(':') ? (fullKey.split(':') as [string, string]) : ['common', fullKey];
    if (!existsSync(join(LOCALES_DIR, 'en', `${ns}.json`))) throw new Error(`unknown namespace ${ns}`);
    let text: string | undefined;
    for (const l of chain) {
      const tree = load(l, ns);
      const plural =
        typeof values.count === 'number'
          ? lookup(tree, `${key}_${new Intl.PluralRules(bcp47(l)).select(values.count)}`)
          : undefined;
      text = plural ?? lookup(tree, key);
      if (text) break;
    }
    if (!text) throw new Error(`no translation for ${fullKey} in ${locale}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

interface CatalogFile {
  categories: {
    code: string;
    name: Record<string, string>;
    types: { code: string; name: Record<string, string> }[];
  }[];
}
const catalog = JSON.parse(
  readFileSync(join(HERE, '../server/catalog/catalog.data.json'), 'utf8'),
) as CatalogFile;

/** A category's name, or "Category · Type" for "category/type", in the locale's language. */
export function catalogName(locale: string, path: string): string {
  const language = locale.split('-')[0] ?? 'en';
  const [categoryCode, typeCode] = path.split('/');
  const category = catalog.categories.find((c) => c.code === categoryCode);
  if (!category) throw new Error(`no category ${categoryCode}`);
  const name = (names: Record<string, string>) => names[language] ?? names.en ?? '';
  if (!typeCode) return name(category.name);
  const type = category.types.find((ty) => ty.code === typeCode);
  if (!type) throw new Error(`no type ${typeCode}`);
  return `${name(category.name)} · ${name(type.name)}`;
}

export function headingText(t: T, locale: string, heading: string): string {
  return heading.startsWith('catalog:') ? catalogName(locale, heading.slice('catalog:'.length)) : t(heading);
}

/** The interface language a visitor chose earlier, as the locale cookie the app reads at start-up. */
export async function setLocaleCookie(page: Page, locale: string): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'bindery_locale', value: locale, domain: 'localhost', path: '/' }]);
}
