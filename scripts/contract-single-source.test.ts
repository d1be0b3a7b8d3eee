import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The contract (contract/) is the one place that defines the locales, currencies, countries with
 * their postcode, VAT and shipping rules, and the photo limits. This fails when a copy of one of
 * them appears again in code that ships (tests may spell values out).
 */
const root = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'commerce', 'marketing', 'server', 'workers', 'render-core', 'bench', 'scripts'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales') out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$|test-helper|\.spec\.ts$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

const COPIES: [string, RegExp][] = [
  ['a list of locales', /'nb-no',\s*'nl-nl'/],
  ['a list of currencies', /'GBP',\s*'EUR',\s*'USD'/],
  ['a currency type spelled out', /'GBP'\s*\|\s*'EUR'/],
  ['a postcode rule', /\[A-Z\]\{1,2\}\\d\[A-Z\\d\]/],
  ['a VAT table', /FI:\s*0\.255/],
  ['a shipping-zone table', /FI:\s*'nordic'/],
  ['a photo pixel limit', /100_000_000/],
  ['a list of share permissions', /'view',\s*'view-and-copy'/],
  ['a list of shipping methods', /'standard',\s*'express'\]/],
];

describe('the contract is the one definition', () => {
  const files = FOLDERS.flatMap((f) => sourceFiles(join(root, f)));

  it('finds the code it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(COPIES)('no copy of %s outside contract/', (_what, pattern) => {
    const found = files.filter((f) => pattern.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
    expect(found).toEqual([]);
  });
});
