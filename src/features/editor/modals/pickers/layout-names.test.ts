import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { templates } from '../../../../../render-core';
import { LOCALES } from '../../../../i18n/locales';
import { groupByPhotoCount, LAYOUT_NAME_KEYS, layoutNameKey, pickableTemplates } from './layout-names';

const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../i18n/locales');
/** en-gb and en-us fall back to en for every key they do not override. */
const FALLBACK_ONLY = new Set(['en-gb', 'en-us']);

type Tree = { [key: string]: string | Tree };
function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const designs = (locale: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'designs.json'), 'utf8')) as Tree;

describe('layout names', () => {
  const ids = templates.filter((t) => !t.special).map((t) => t.id);

  it('maps every template a customer can pick to a name, and nothing else', () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(LAYOUT_NAME_KEYS).sort()).toEqual([...ids].sort());
    expect(pickableTemplates.map((t) => t.id)).toEqual(ids);
  });

  for (const locale of LOCALES.filter((l) => !FALLBACK_ONLY.has(l))) {
    it(`${locale} names every layout, each differently`, () => {
      expect(existsSync(join(LOCALES_DIR, locale, 'designs.json')), `${locale}/designs.json`).toBe(true);
      const file = designs(locale);
      const names = ids.map((id) => [id, lookup(file, layoutNameKey(id))?.trim()] as const);
      expect(names.filter(([, name]) => !name).map(([id]) => id)).toEqual([]);
      // Two layouts under one name could not be told apart by name (nor picked by it).
      expect(new Set(names.map(([, name]) => name)).size).toBe(ids.length);
    });
  }

  it('groups by photo count, fewest first, keeping every layout once', () => {
    const groups = groupByPhotoCount(pickableTemplates.map((template) => ({ template })));
    expect(groups.map((g) => g.count)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const g of groups) for (const item of g.items) expect(item.template.slots.length).toBe(g.count);
    expect(groups.flatMap((g) => g.items.map((i) => i.template.id)).sort()).toEqual([...ids].sort());
    expect(groups[1]!.items[0]!.template.id).toBe('two-columns');
  });
});
