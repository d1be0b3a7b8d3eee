import { Hono } from 'hono';
import type { Config } from '../config';
import { notFound } from '../http/errors';
import type { AppEnv } from '../http/env';
import { readParams } from '../http/validate';
import { featuresParams } from '../../contract/api/meta';
import { log } from '../lib/log';
import {
  type FeaturesPayload,
  featuresPayloadSchema,
  loadFeaturesFile,
  OWN_CLIENT_KEY,
} from './features-file';

let ownFile: FeaturesPayload | null = null;

/**
 * With GROWTHBOOK_API_HOST set, the definitions come from that GrowthBook host (its client key is
 * GROWTHBOOK_CLIENT_KEY); if it does not answer, our own file keeps the app working.
 */
async function fromHost(config: Config): Promise<FeaturesPayload | null> {
  if (!config.GROWTHBOOK_API_HOST || !config.GROWTHBOOK_CLIENT_KEY) return null;
  const url = `${config.GROWTHBOOK_API_HOST.replace(/\/$/, '')}/api/features/${encodeURIComponent(config.GROWTHBOOK_CLIENT_KEY)}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    return featuresPayloadSchema.parse(await res.json());
  } catch (err) {
    log.warn('GrowthBook host unavailable; serving the features file', {
      host: config.GROWTHBOOK_API_HOST,
      reason: err instanceof Error ? err.message : String(err),
    });
    return null;
  }
}

const params = featuresParams;

/** GET /webapp/api/features/{clientKey}: feature definitions in GrowthBook's SDK payload format. */
export const featuresRoutes = new Hono<AppEnv>().get('/:clientKey', async (c) => {
  const { clientKey } = readParams(c, params);
  if (clientKey !== OWN_CLIENT_KEY) throw notFound(`Client key "${clientKey}"`);
  ownFile ??= loadFeaturesFile();
  const payload = (await fromHost(c.var.config)) ?? ownFile;
  return c.json(payload, 200, { 'Cache-Control': 'public, max-age=60' });
});
