import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The module specifiers `file` imports statically (what loads with it); type-only imports are erased. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const node of source.statements) {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      out.push((node.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return out;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package and file that loads with `entry` before any dynamic import(): its first download. */
function firstLoad(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>(); // package -> the file that first imports it
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next) queue.push(next);
      } else if (!specifier.startsWith('node:')) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, relative(ROOT, file));
      }
    }
  }
  return { files, packages };
}

describe("the web app's first download (issue 13: at most 120 KB of JavaScript on the wire)", () => {
  const { files, packages } = firstLoad(join(ROOT, 'src/main.tsx'));

  it('follows the entry into the app (the walk itself works)', () => {
    expect(files.size).toBeGreaterThan(20);
    expect(packages.has('react')).toBe(true);
  });

  it('holds no zod, no editor canvas and no SDK loaded after the first paint', () => {
    // zod (24 KB compressed with the contract's schemas) is downloaded at the first input; a
    // zod-free module (contract/api/uuid.ts) serves what the first screens check. Konva is the
    // editor's; Sentry and GrowthBook load once the first screen has settled (src/app/boot.ts).
    for (const heavy of ['zod', 'konva', 'react-konva', '@sentry/react', '@growthbook/growthbook-react']) {
      expect(
        packages.get(heavy),
        `${heavy} is imported statically by ${packages.get(heavy)}`,
      ).toBeUndefined();
    }
  });
});
