import type { GrowthBook } from '@growthbook/growthbook-react';
import { subscribe } from 'valtio';
import { track } from '../analytics/track';
import { appState } from '../state/app-state';
import { experimentAttributes, type SessionUserAttributes } from './attributes';

/** The client key of our own features file (server/features); a GrowthBook host is configured on the server. */
export const FEATURES_CLIENT_KEY = 'sdk-bindery';

let uniqueId = '';
let user: SessionUserAttributes | null = null;
/** The SDK once loaded; until then every feature reads as its fallback. */
let growthbook: GrowthBook | null = null;
let loading: Promise<GrowthBook> | null = null;
/** Bumped whenever a feature's value may have changed, so components read them again. */
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function currentAttributes() {
  return experimentAttributes({
    uniqueId,
    userAgent: navigator.userAgent,
    referrer: document.referrer,
    locale: appState.locale,
    country: appState.country,
    currency: appState.currency,
    url: location.href,
    user,
  });
}

/**
 * Starts feature flags for this visitor: downloads the GrowthBook SDK (the shell calls this after
 * the first paint, so the first screen never waits for it), reads the definitions from
 * GET /webapp/api/features/sdk-bindery, and keeps the attributes following preference changes.
 * Joining an experiment becomes an experimentJoined event.
 */
export function startFlags(visitorId: string): Promise<GrowthBook> {
  uniqueId = visitorId;
  loading ??= (async () => {
    const { GrowthBook } = await import('@growthbook/growthbook-react');
    const gb = new GrowthBook({
      apiHost: `${location.origin}/webapp`,
      clientKey: FEATURES_CLIENT_KEY,
      trackingCallback: (experiment, result) => {
        track('experimentJoined', {
          experimentId: experiment.key,
          experimentName: experiment.name ?? experiment.key,
          variationId: result.key,
          variationName: result.name ?? result.key,
        });
      },
    });
    gb.setRenderer(changed);
    void gb.setURL(location.href);
    void gb.setAttributes(currentAttributes());
    subscribe(appState, () => void gb.setAttributes(currentAttributes()));
    growthbook = gb;
    await gb.init({ timeout: 2000 });
    changed();
    return gb;
  })();
  return loading;
}

/** The session calls this when a user signs in or out, so experiments see email, hasPassword, memberSince and uuid. */
export function setExperimentUser(next: SessionUserAttributes | null): void {
  user = next;
  void growthbook?.setAttributes(currentAttributes());
}

/** Keeps the url attribute current after each navigation. */
export function setExperimentUrl(url: string): void {
  if (!growthbook) return;
  void growthbook.setURL(url);
  void growthbook.setAttributes(currentAttributes());
}

/** For useSyncExternalStore: calls back when feature values may have changed. */
export function subscribeFlags(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const flagsVersion = (): number => version;

/** A feature's value for this visitor; the fallback until the SDK and the definitions have arrived. */
export function featureValue<T>(key: string, fallback: T): T {
  return growthbook ? (growthbook.getFeatureValue(key, fallback as never) as T) : fallback;
}
