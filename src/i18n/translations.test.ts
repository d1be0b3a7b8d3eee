import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bcp47, LOCALES } from './locales';

/**
 * Every namespace file in locales/en must exist, complete, in every other locale, with the plural
 * forms that language needs and the same {{placeholders}}. en-gb and en-us are the exception: en is
 * written in British English, so en-gb needs no file and en-us holds only the keys whose American
 * English differs (cart for basket); both fall back to en for the rest.
 */
const DIR = join(dirname(fileURLToPath(import.meta.url)), 'locales');
const FALLBACK_ONLY = new Set(['en-gb', 'en-us']);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * Words that are rightly the same in English and some of our languages (loanwords and names); any
 * other text identical to English is taken for a string nobody translated.
 */
const SAME_IN_ENGLISH = new Set([
  'Bindery',
  'Menu',
  'Editor',
  'Account',
  'Portrait',
  'Notifications',
  'Passkeys',
  'Password',
  'E-mail',
  'OK',
  'Design',
  'Layout',
  'Layouts',
  'Status',
  'Hardcover',
  'Softcover',
  'Layflat',
  'Postcode',
  'Album',
  // The format bar's automatic colour: the same short word in most of our languages.
  'Auto',
  // The order step's print checks name a page as French and English both do.
  'Page {{page}}',
]);

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function read(locale: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(DIR, locale, file), 'utf8')) as Tree);
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The keys a locale must have for each English key: plural keys expand to that language's categories. */
function requiredKeys(en: Map<string, string>, locale: string): Map<string, string> {
  const categories = new Intl.PluralRules(bcp47(locale)).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, value] of en) {
    const base = key.replace(PLURAL, '');
    if (base === key) out.set(key, value);
    else for (const c of categories) out.set(`${base}_${c}`, en.get(`${base}_other`) ?? value);
  }
  return out;
}

const namespaces = readdirSync(join(DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has a folder for every locale and the common namespace in English', () => {
    expect(namespaces).toContain('common.json');
    for (const locale of LOCALES) {
      if (!FALLBACK_ONLY.has(locale)) expect(existsSync(join(DIR, locale)), locale).toBe(true);
    }
  });

  for (const file of namespaces) {
    const en = read('en', file);

    for (const locale of LOCALES.filter((l) => l !== 'en' && !FALLBACK_ONLY.has(l))) {
      it(`${locale}/${file} has every key, translated, with the same placeholders`, () => {
        expect(existsSync(join(DIR, locale, file)), `${locale}/${file} is missing`).toBe(true);
        const got = read(locale, file);
        const required = requiredKeys(en, locale);
        const missing = [...required.keys()].filter((k) => !got.get(k)?.trim());
        expect(missing, `keys missing in ${locale}/${file}`).toEqual([]);
        const stray = [...got.keys()].filter((k) => !required.has(k));
        expect(stray, `keys in ${locale}/${file} that English does not have`).toEqual([]);
        for (const [key, english] of required) {
          const text = got.get(key) ?? '';
          expect(placeholders(text), `${locale}/${file} ${key}`).toEqual(placeholders(english));
          if (text === english && !SAME_IN_ENGLISH.has(text)) {
            expect.fail(`${locale}/${file} ${key} is still English: "${text}"`);
          }
        }
      });
    }

    for (const locale of FALLBACK_ONLY) {
      it(`${locale}/${file} holds only keys English has`, () => {
        if (!existsSync(join(DIR, locale, file))) return;
        const got = read(locale, file);
        const required = requiredKeys(en, locale);
        for (const [key, text] of got) {
          expect(required.has(key), `${locale}/${file} ${key} is not an English key`).toBe(true);
          expect(placeholders(text)).toEqual(placeholders(required.get(key) ?? ''));
        }
      });
    }
  }
});
