// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../schema/locales';
import { readCatalog } from './catalog';
import { ContentError, loadContent } from './load-content';
import { checkReferences } from './references';

const repoRoot = resolve(import.meta.dirname, '../..');
const contentDir = join(repoRoot, 'marketing/content');
const tmp: string[] = [];
afterEach(() => {
  for (const dir of tmp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function contentWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bindery-content-'));
  tmp.push(dir);
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof data === 'string' ? data : JSON.stringify(data));
  }
  return dir;
}

const category = {
  title: 'Photo tips',
  description: 'Practical advice for sharper, brighter phone photos that look good in print.',
  intro: 'Better pictures.',
};

describe('loadContent', () => {
  it('loads the real content: every entry in all 14 locales, every reference resolved', () => {
    const content = loadContent(contentDir, repoRoot);
    expect(content.articles.size).toBeGreaterThanOrEqual(6);
    expect(content.categories.size).toBe(2);
    expect(content.authors.size).toBe(2);
    for (const byLocale of content.articles.values())
      expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort());
    const catalog = readCatalog(join(repoRoot, 'server/catalog/catalog.data.json'));
    expect(checkReferences(content, catalog)).toEqual([]);
  });

  it('names the file and the field of bad content', () => {
    const files: Record<string, unknown> = Object.fromEntries(
      LOCALES.map((l) => [`categories/${l}/photo-tips.json`, category]),
    );
    files['categories/de-de/photo-tips.json'] = { ...category, description: 'Too short.' };
    files['categories/pl-pl/photo-tips.json'] = '{ not json';
    const dir = contentWith(files);
    let error: unknown;
    try {
      loadContent(dir, dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toContain(
      'categories/de-de/photo-tips.json: description: must be at least 50 characters',
    );
    expect(problems.some((p) => p.startsWith('categories/pl-pl/photo-tips.json: not valid JSON'))).toBe(true);
  });

  it('reports a missing translation', () => {
    const files = Object.fromEntries(
      LOCALES.filter((l) => l !== 'fi-fi').map((l) => [`categories/${l}/photo-tips.json`, category]),
    );
    const dir = contentWith(files);
    expect(() => loadContent(dir, dir)).toThrow('categories/fi-fi/photo-tips.json: missing translation');
  });

  it('names block fields inside a page', () => {
    const page = {
      title: 'About',
      description: 'x'.repeat(60),
      heading: 'About',
      intro: 'Intro',
      blocks: [{ type: 'video', title: 'Film', youtubeId: 'nope' }],
    };
    const dir = contentWith(Object.fromEntries(LOCALES.map((l) => [`pages/${l}/about.json`, page])));
    expect(() => loadContent(dir, dir)).toThrow(
      'pages/en/about.json: blocks[0].youtubeId: must be an 11-character YouTube video id',
    );
  });
});

describe('the translations', () => {
  const content = loadContent(contentDir, repoRoot);
  it('are real: no entry in a non-English locale is a copy of the English one', () => {
    const copies: string[] = [];
    for (const [name, entries] of Object.entries(content)) {
      for (const [slug, byLocale] of entries as Map<string, Record<string, unknown>>) {
        const en = JSON.stringify(byLocale.en);
        for (const locale of LOCALES.filter((l) => !l.startsWith('en'))) {
          if (JSON.stringify(byLocale[locale]) === en) copies.push(`${name}/${locale}/${slug}`);
        }
      }
    }
    expect(copies).toEqual([]);
  });

  it('of the UI strings have every key of en in every non-English locale', () => {
    const keys = (o: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const read = (l: string) =>
      JSON.parse(readFileSync(join(repoRoot, `marketing/i18n/${l}.json`), 'utf8')) as Record<string, unknown>;
    const en = keys(read('en')).filter((k) => !k.includes('_'));
    for (const locale of LOCALES.filter((l) => !l.startsWith('en'))) {
      const own = keys(read(locale));
      expect(
        en.filter((k) => !own.includes(k)),
        locale,
      ).toEqual([]);
      expect(
        own.some((k) => k.startsWith('nav.basketWithCount_')),
        locale,
      ).toBe(true);
    }
    for (const locale of ['en-gb', 'en-us']) {
      const all = keys(read('en'));
      expect(
        keys(read(locale)).filter((k) => !all.includes(k)),
        locale,
      ).toEqual([]);
    }
  });
});
