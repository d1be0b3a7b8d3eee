import type { Config } from '../config';
import { log } from '../lib/log';
import { LULU_TOKEN_PATH } from './lulu-shapes';
import { type RunningSimulator, startSimulator } from './simulator/simulator';

/** A simulated production step lasts an hour; in `npm run dev` the clock runs 600x, so six seconds. */
const DEV_TIME_SCALE = 600;

/**
 * With PRINT_PARTNER=lulu and LULU_SIMULATOR=on (and no LULU_API_URL), the server starts the
 * Lulu-shaped simulator beside itself on LULU_SIMULATOR_PORT, with the configured secrets, and
 * registers its own webhook URL there, as an operator would in Lulu's developer portal. Orders then
 * go through production, shipping and delivery within a minute, with signed webhooks.
 */
export async function startDevSimulator(config: Config, siteUrl: string): Promise<RunningSimulator | null> {
  if (config.PRINT_PARTNER !== 'lulu' || config.LULU_SIMULATOR !== 'on' || config.LULU_API_URL) return null;
  const clientKey = config.LULU_CLIENT_KEY ?? '';
  const clientSecret = config.LULU_CLIENT_SECRET ?? '';
  const sim = await startSimulator({
    clientKey,
    clientSecret,
    webhookSecret: config.LULU_WEBHOOK_SECRET ?? '',
    timeScale: DEV_TIME_SCALE,
    port: config.LULU_SIMULATOR_PORT,
  });
  const basic = Buffer.from(`${clientKey}:${clientSecret}`).toString('base64');
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
  log.info('print partner simulator started', { url: sim.url, timeScale: DEV_TIME_SCALE });
  return sim;
}
