import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of .dependency-cruiser.cjs (issue 29), run by `npm run lint` on the tree, fail on
 * a deliberate violation: a feature importing another feature, and commerce importing a feature.
 * They are run on a small tree of their own in a temp folder, with the repository's config.
 */
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const tree = mkdtempSync(join(tmpdir(), 'bindery-depcruise-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

/** The names of the rules broken in the tree (depcruise's JSON report). */
function broken(): string[] {
  let out: string;
  try {
    out = execFileSync(
      join(ROOT, 'node_modules/.bin/depcruise'),
      ['src', 'commerce', '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd: tree, encoding: 'utf8' },
    );
  } catch (err) {
    // It exits non-zero when a rule is broken; the report is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as { summary: { violations: { rule: { name: string } }[] } };
  return report.summary.violations.map((v) => v.rule.name).sort();
}

describe('the import rules', () => {
  write({
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
    'src/ui/button.ts': 'export const button = 1;\n',
    'src/features/editor/page.ts': "import { button } from '../../ui/button';\nexport const page = button;\n",
    'commerce/basket.ts': "import { button } from '../src/ui/button';\nexport const basket = button;\n",
  });

  it('pass on features that use only the shared layers', () => {
    expect(broken()).toEqual([]);
  });

  it('fail on a feature importing another feature, and on commerce importing a feature', () => {
    write({
      'src/features/uploader/pick.ts': "import { page } from '../editor/page';\nexport const pick = page;\n",
      'commerce/order.ts':
        "import { page } from '../src/features/editor/page';\nexport const order = page;\n",
    });
    expect(broken()).toEqual(['commerce-uses-only-shared-layers', 'features-stand-alone']);
  });
});
