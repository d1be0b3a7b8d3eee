import type { Config } from '../config';
import { log } from '../lib/log';
import { LULU_TOKEN_PATH } from './lulu-shapes';
import { type RunningSimulator, startSimulator } from './simulator/simulator';
import {
  SIMULATOR_SECRETS_FILE,
  setSimulatorUrl,
  simulatorSecrets,
  usesSimulator,
} from './simulator-secrets';

/** A simulated production step lasts an hour; beside the server the clock runs 600x, so six seconds. */
const DEV_TIME_SCALE = 600;

/**
 * The embedded default print partner (PRINT_PARTNER=lulu, LULU_SIMULATOR=on, no LULU_API_URL):
 * the server starts the Lulu-shaped simulator beside itself on LULU_SIMULATOR_PORT (0: any free
 * port), on loopback, with the secrets kept in DATA_DIR, and registers its own webhook URL there,
 * as an operator would in Lulu's developer portal. Orders then go through production, shipping and
 * delivery within a minute, with signed webhooks. config.ts refuses this with NODE_ENV=production.
 */
export async function startDevSimulator(config: Config, siteUrl: string): Promise<RunningSimulator | null> {
  if (!usesSimulator(config)) return null;
  const secrets = simulatorSecrets(config);
  const sim = await startSimulator({
    ...secrets,
    timeScale: DEV_TIME_SCALE,
    port: config.LULU_SIMULATOR_PORT,
  });
  setSimulatorUrl(config, sim.url);
  const basic = Buffer.from(`${secrets.clientKey}:${secrets.clientSecret}`).toString('base64');
  const tokenRes = await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const hook = await fetch(`${sim.url}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: `${siteUrl}/webapp/api/print-partner/webhook/lulu`,
      topics: ['PRINT_JOB_STATUS_CHANGED'],
    }),
  });
  if (!hook.ok) {
    await sim.stop();
    throw new Error(`the print partner simulator refused our webhook (${hook.status})`);
  }
  log.info('print partner simulator started (its /_control token is in DATA_DIR)', {
    url: sim.url,
    timeScale: DEV_TIME_SCALE,
    secrets: SIMULATOR_SECRETS_FILE,
  });
  return sim;
}
