import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_FOLDERS } from './check-file-lines';
import { listSourceFiles } from './source-tree';

/**
 * Every document the code cites is in the repository, with the section cited: "SPEC §n"
 * (docs/SPEC.md), "ARCHITECTURE.md §n" (docs/ARCHITECTURE.md), a README section quoted by name
 * (README "Photos and prints", README's "The catalog"), and any `*.md` path.
 */
const root = join(import.meta.dirname, '..');
const FOLDERS = [...SHIPPED_FOLDERS, 'bench', 'e2e'];
const FILES = [
  'README.md',
  'docs/ARCHITECTURE.md',
  'render-core/README.md',
  '.dependency-cruiser.cjs',
  'Dockerfile',
];

const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** The numbers of a document's "## n. Title" headings. */
const numbered = (path: string) => new Set([...read(path).matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
const readmeHeadings = [...read('README.md').matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!.trim());

const files = [...listSourceFiles(root, FOLDERS, (path) => /\.(ts|tsx|cjs|mjs|js|sh)$/.test(path)), ...FILES];
const texts = files.map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

function cited(pattern: RegExp): { where: string; what: string }[] {
  return texts.flatMap(({ path, text }) =>
    [...text.matchAll(pattern)].map((m) => ({
      where: path,
      // A quote may wrap onto the next comment line.
      what: (m[1] ?? m[0]).replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' '),
    })),
  );
}

describe('cited documents exist', () => {
  it('finds each "SPEC §n" in docs/SPEC.md', () => {
    const sections = numbered('docs/SPEC.md');
    const citations = cited(/SPEC §(\d+)/g);
    expect(citations.length).toBeGreaterThan(10);
    expect(citations.filter((c) => !sections.has(c.what))).toEqual([]);
  });

  it('finds each "ARCHITECTURE.md §n" in docs/ARCHITECTURE.md', () => {
    const sections = numbered('docs/ARCHITECTURE.md');
    const citations = cited(/ARCHITECTURE\.md\)? §(\d+)/g);
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.filter((c) => !sections.has(c.what))).toEqual([]);
  });

  it('finds each README section quoted by name', () => {
    const citations = cited(/README(?:'s)?,? \(?"([^"]+)"/g);
    expect(citations.length).toBeGreaterThan(3);
    expect(citations.filter((c) => !readmeHeadings.includes(c.what))).toEqual([]);
  });

  it('finds each cited .md file', () => {
    const citations = cited(/(?:^|[\s(`'"])((?:[\w.-]+\/)+[\w.-]+\.md)\b/g);
    expect(citations.length).toBeGreaterThan(3);
    expect(citations.filter((c) => !existsSync(join(root, c.what)))).toEqual([]);
  });
});
