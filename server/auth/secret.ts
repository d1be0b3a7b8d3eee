import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { log } from '../lib/log';

const cache = new Map<string, string>();

/**
 * AUTH_SECRET signs session cookies and access tokens. Without one, a random secret is made once
 * and kept in DATA_DIR/auth-secret, so sessions survive a restart. Several app servers must share
 * AUTH_SECRET (or the data folder) so that each accepts the others' cookies.
 */
export function authSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(config.DATA_DIR, 'auth-secret');
  const known = cache.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(32).toString('base64url');
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    log.info('auth secret created', { file });
  }
  cache.set(file, secret);
  return secret;
}
