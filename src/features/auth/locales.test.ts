import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';

const dir = join(__dirname, '../../i18n/locales');

function keys(value: unknown, prefix = ''): string[] {
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const load = (locale: string, ns: string) =>
  JSON.parse(readFileSync(join(dir, locale, `${ns}.json`), 'utf8'));

describe.each(['auth', 'account'])('the %s namespace', (ns) => {
  const english = keys(load('en', ns)).sort();

  it.each(LOCALES.filter((l) => !l.startsWith('en')))('%s has every key of en, and no others', (locale) => {
    expect(keys(load(locale, ns)).sort()).toEqual(english);
  });

  // en is British English: en-gb needs no file, en-us holds only what differs.
  it.each(['en-gb', 'en-us'])('%s only overrides keys that exist in en', (locale) => {
    if (!existsSync(join(dir, locale, `${ns}.json`))) return;
    for (const key of keys(load(locale, ns))) expect(english).toContain(key);
  });

  it.each(LOCALES.filter((l) => !l.startsWith('en')))('%s keeps every {{placeholder}} of en', (locale) => {
    const en = load('en', ns);
    const other = load(locale, ns);
    const at = (o: unknown, key: string) =>
      key.split('.').reduce((v, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const key of english) {
      const wanted = (at(en, key).match(/\{\{\w+\}\}/g) ?? []).sort();
      expect((at(other, key).match(/\{\{\w+\}\}/g) ?? []).sort(), `${locale} ${key}`).toEqual(wanted);
    }
  });
});
