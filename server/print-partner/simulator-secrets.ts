import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config';
import { log } from '../lib/log';

const secretsSchema = z.object({
  clientKey: z.string().min(1),
  clientSecret: z.string().min(1),
  webhookSecret: z.string().min(16),
  /** What the simulator's /_control/* wants as its bearer token. */
  controlToken: z.string().min(16),
});
export type SimulatorSecrets = z.infer<typeof secretsSchema>;

/** The file in DATA_DIR the simulator's secrets are kept in. */
export const SIMULATOR_SECRETS_FILE = 'print-simulator-secrets.json';

/**
 * True when the server prints through the Lulu-shaped simulator it starts itself: the embedded
 * default (PRINT_PARTNER=lulu, LULU_SIMULATOR=on, no LULU_API_URL), as payments use the sandbox.
 */
export const usesSimulator = (config: Pick<Config, 'PRINT_PARTNER' | 'LULU_SIMULATOR' | 'LULU_API_URL'>) =>
  config.PRINT_PARTNER === 'lulu' && config.LULU_SIMULATOR === 'on' && !config.LULU_API_URL;

const cache = new Map<string, SimulatorSecrets>();

/**
 * The simulator's client credentials, webhook secret and control token: made once at random and
 * kept in DATA_DIR (like the auth secret, server/auth/secret.ts), so nobody invents them by hand and
 * a restart keeps them. A LULU_* variable that is set wins over the file.
 */
export function simulatorSecrets(config: Config): SimulatorSecrets {
  const file = join(config.DATA_DIR, SIMULATOR_SECRETS_FILE);
  let kept = cache.get(file);
  if (!kept) {
    try {
      kept = secretsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      const made = () => randomBytes(24).toString('base64url');
      kept = {
        clientKey: `sim-${made()}`,
        clientSecret: made(),
        webhookSecret: made(),
        controlToken: made(),
      };
      mkdirSync(config.DATA_DIR, { recursive: true });
      writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      log.info('print partner simulator secrets created', { file });
    }
    cache.set(file, kept);
  }
  return {
    clientKey: config.LULU_CLIENT_KEY ?? kept.clientKey,
    clientSecret: config.LULU_CLIENT_SECRET ?? kept.clientSecret,
    webhookSecret: config.LULU_WEBHOOK_SECRET ?? kept.webhookSecret,
    controlToken: kept.controlToken,
  };
}

const urls = new WeakMap<Config, string>();
/** Where the simulator started for this config listens (its port may be chosen at start). */
export const simulatorUrl = (config: Config) =>
  urls.get(config) ?? `http://127.0.0.1:${config.LULU_SIMULATOR_PORT}`;
export const setSimulatorUrl = (config: Config, url: string) => urls.set(config, url);
