import { useSyncExternalStore } from 'react';
import { featureValue, flagsVersion, subscribeFlags } from './growthbook';

/**
 * A feature's value, re-read when the flags arrive or change. Reading it joins the visitor to the
 * feature's experiment (an experimentJoined event), as GrowthBook's own hook does; unlike that
 * hook it needs no provider, so the SDK stays out of the first load.
 */
export function useFeatureValue<T>(key: string, fallback: T): Widened<T> {
  useSyncExternalStore(subscribeFlags, flagsVersion, flagsVersion);
  return featureValue(key, fallback) as Widened<T>;
}

/** A feature set on the server may hold any value of the fallback's kind, not only the fallback. */
type Widened<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;
