import { GrowthBook } from '@growthbook/growthbook-react';
import { subscribe } from 'valtio';
import { track } from '../analytics/track';
import { appState } from '../state/app-state';
import { experimentAttributes, type SessionUserAttributes } from './attributes';

/** The client key of our own features file (server/features); a GrowthBook host is configured on the server. */
export const FEATURES_CLIENT_KEY = 'sdk-bindery';

let uniqueId = '';
let user: SessionUserAttributes | null = null;

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

/** The app's GrowthBook: definitions from GET /webapp/api/features/sdk-bindery; joins become experimentJoined events. */
export const growthbook = new GrowthBook({
  apiHost: `${typeof location === 'undefined' ? '' : location.origin}/webapp`,
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

/** Starts feature flags for this visitor; attributes follow preference changes. */
export function startFlags(visitorId: string): Promise<unknown> {
  uniqueId = visitorId;
  void growthbook.setAttributes(currentAttributes());
  subscribe(appState, () => void growthbook.setAttributes(currentAttributes()));
  return growthbook.init({ timeout: 2000 });
}

/** The session calls this when a user signs in or out, so experiments see email, hasPassword, memberSince and uuid. */
export function setExperimentUser(next: SessionUserAttributes | null): void {
  user = next;
  void growthbook.setAttributes(currentAttributes());
}

/** Keeps the url attribute current after each navigation. */
export function setExperimentUrl(url: string): void {
  void growthbook.setURL(url);
  void growthbook.setAttributes(currentAttributes());
}
