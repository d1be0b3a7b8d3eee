import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv } from './env-file';

describe('loadDotEnv', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const envFile = (text: string) => {
    dir = mkdtempSync(join(tmpdir(), 'bindery-env-'));
    const path = join(dir, '.env');
    writeFileSync(path, text);
    return path;
  };

  it('sets what the file says, comments and quotes as in .env.example; the real environment wins', () => {
    const path = envFile(
      '# a comment\nPORT=4000\nMAIL_FROM=Bindery <no-reply@bindery.example>\nLOG_LEVEL="warn"\nDATA_DIR=./from-file\n',
    );
    const env: NodeJS.ProcessEnv = { DATA_DIR: '/real/data' };
    expect(loadDotEnv(path, env).sort()).toEqual(['LOG_LEVEL', 'MAIL_FROM', 'PORT']);
    expect(env).toEqual({
      DATA_DIR: '/real/data',
      PORT: '4000',
      LOG_LEVEL: 'warn',
      MAIL_FROM: 'Bindery <no-reply@bindery.example>',
    });
  });

  it('does nothing when there is no .env', () => {
    dir = mkdtempSync(join(tmpdir(), 'bindery-env-'));
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(join(dir, '.env'), env)).toEqual([]);
    expect(env).toEqual({});
  });

  it('is read by the server at start: a bad value in .env stops it with the variable named', () => {
    envFile('LOG_LEVEL=loud\n');
    const env = { ...process.env };
    delete env.LOG_LEVEL;
    const run = spawnSync(
      process.execPath,
      // Run in a folder of its own, so tsx is named by its path.
      [
        '--import',
        pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href,
        resolve('server/main.ts'),
      ],
      {
        cwd: dir,
        env: { ...env, DATA_DIR: join(dir, 'data') },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stderr).toContain('LOG_LEVEL');
    expect(run.status).toBe(1);
  }, 60_000);
});
