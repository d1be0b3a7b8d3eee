import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, siteOrigin } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toMatch(/\/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DEFAULT_CURRENCY).toBe('GBP');
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      expect(message).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
      expect(message).toContain('DATABASE_URL must be a postgres://');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('takes the site origin from PUBLIC_URL, else the port listened on', () => {
    expect(siteOrigin(loadConfig({ PUBLIC_URL: 'https://bindery.example/shop/' }))).toBe(
      'https://bindery.example',
    );
    expect(siteOrigin(loadConfig({ PORT: '4000' }))).toBe('http://localhost:4000');
    expect(siteOrigin(loadConfig({ PORT: '0' }), 43210)).toBe('http://localhost:43210');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('stops the real server at start-up with the variable named', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '99999', DATA_DIR: '/tmp/bindery-never-used' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "99999")');
  });
});
