import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every document the code cites is in the repository, with the section cited: "SPEC §n"
 * (docs/SPEC.md), "ARCHITECTURE.md §n" (docs/ARCHITECTURE.md), a README section quoted by name
 * (README "Photos and prints", README's "The catalog"), and any `*.md` path.
 */
const root = join(import.meta.dirname, '..');
const FOLDERS = [
  'contract',
  'render-core',
  'workers',
  'src',
  'commerce',
  'marketing',
  'server',
  'scripts',
  'bench',
  'e2e',
];
const FILES = [
  'README.md',
  'docs/ARCHITECTURE.md',
  'render-core/README.md',
  '.dependency-cruiser.cjs',
  'Dockerfile',
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales') out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx|cjs|mjs|js|sh)$/.test(entry.name)) out.push(path);
  }
  return out;
}

const read = (path: string) => readFileSync(join(root, path), 'utf8');
/** The numbers of a document's "## n. Title" headings. */
const numbered = (path: string) => new Set([...read(path).matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
const readmeHeadings = [...read('README.md').matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!.trim());

const files = [...FOLDERS.flatMap((f) => sourceFiles(join(root, f))), ...FILES.map((f) => join(root, f))];
const texts = files.map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

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
