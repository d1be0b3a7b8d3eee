import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };
export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function bcp47(locale: string): string {
  const [language, region] = locale.split('-');
  return region ? `${language}-${region.toUpperCase()}` : (language ?? locale);
}

/**
 * The app's own words in `locale`, read from the translation files of the version photographed
 * (`localesDir`), so an older version is looked for by its older labels. `t('auth:title')`,
 * `t('pages.home.title')` (common), plurals by `count`, falling back to English as the app does.
 * A key that version does not have throws: the screen that needs it is skipped.
 */
export function labels(localesDir: string, locale: string): Translate {
  const cache = new Map<string, Tree>();
  const load = (l: string, ns: string): Tree => {
    const id = `${l}/${ns}`;
    let tree = cache.get(id);
    if (!tree) {
      const file = join(localesDir, l, `${ns}.json`);
      tree = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
      cache.set(id, tree);
    }
    return tree;
  };
  const chain = locale === 'en' ? ['en'] : [locale, 'en'];
  return (fullKey, values = {}) => {
    const [ns, key] = fullKey.includes(':') ? (fullKey.split(':') as [string, string]) : ['common', fullKey];
    for (const l of chain) {
      const tree = load(l, ns);
      const plural =
        typeof values.count === 'number'
          ? lookup(tree, `${key}_${new Intl.PluralRules(bcp47(l)).select(values.count)}`)
          : undefined;
      const text = plural ?? lookup(tree, key);
      if (text) return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
    }
    throw new Error(`no label ${fullKey} in ${locale}`);
  };
}
