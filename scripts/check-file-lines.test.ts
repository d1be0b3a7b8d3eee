import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countLines, isShipped, longFiles, readShippedFiles } from './check-file-lines';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const a${i} = ${i};\n`).join('');

describe('countLines', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines(lines(400))).toBe(400);
  });
});

describe('isShipped', () => {
  it('takes source files and leaves tests and test helpers out', () => {
    expect(isShipped('server/basket/basket.ts')).toBe(true);
    expect(isShipped('src/app/App.tsx')).toBe(true);
    expect(isShipped('server/basket/basket.test.ts')).toBe(false);
    expect(isShipped('src/app/App.test.tsx')).toBe(false);
    expect(isShipped('render-core/testing/trip.ts')).toBe(false);
    expect(isShipped('src/styles/global.css')).toBe(false);
  });
});

describe('longFiles', () => {
  it('names a file over 400 lines, not one of 400, a test or a named exception', () => {
    const found = longFiles(
      [
        { path: 'server/a.ts', text: lines(401) },
        { path: 'server/b.ts', text: lines(400) },
        { path: 'server/a.test.ts', text: lines(900) },
        { path: 'server/c.ts', text: lines(500) },
      ],
      400,
      new Set(['server/c.ts']),
    );
    expect(found).toEqual([{ path: 'server/a.ts', lines: 401 }]);
  });
});

describe('the check as npm run lint runs it', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const run = () =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-file-lines.ts', root], {
      encoding: 'utf8',
    });

  it('fails on a deliberate violation and names the file', () => {
    root = mkdtempSync(join(tmpdir(), 'file-lines-'));
    mkdirSync(join(root, 'server', 'jobs'), { recursive: true });
    writeFileSync(join(root, 'server', 'jobs', 'long.ts'), lines(401));
    writeFileSync(join(root, 'server', 'jobs', 'short.ts'), lines(10));
    expect(readShippedFiles(root).map((f) => f.path)).toEqual([
      'server/jobs/long.ts',
      'server/jobs/short.ts',
    ]);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('server/jobs/long.ts: 401 lines');
    expect(result.stderr).not.toContain('short.ts');
  });

  it('passes when every file fits', () => {
    root = mkdtempSync(join(tmpdir(), 'file-lines-'));
    mkdirSync(join(root, 'src'), { recursive: true });
    writeFileSync(join(root, 'src', 'fits.ts'), lines(400));
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
