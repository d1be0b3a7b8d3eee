import { startTransition, useEffect, useState } from 'react';
import { featureValue, flagsVersion, subscribeFlags } from './growthbook';

/**
 * A feature's value, re-read when the flags arrive or change. Reading it joins the visitor to the
 * feature's experiment (an experimentJoined event), as GrowthBook's own hook does; unlike that
 * hook it needs no provider, so the SDK stays out of the first load.
 *
 * The flags arrive after the first screen has painted, and a page reading one then renders again:
 * as a transition, which React splits into short tasks, rather than as a store update
 * (useSyncExternalStore), which renders the whole page in one task on a phone's busy start.
 */
export function useFeatureValue<T>(key: string, fallback: T): Widened<T> {
  const [seen, setSeen] = useState(flagsVersion);
  useEffect(() => {
    const update = () => startTransition(() => setSeen(flagsVersion()));
    const unsubscribe = subscribeFlags(update);
    // The flags may have changed between this render and the subscription.
    if (flagsVersion() !== seen) update();
    return unsubscribe;
  }, [seen]);
  return featureValue(key, fallback) as Widened<T>;
}

/** A feature set on the server may hold any value of the fallback's kind, not only the fallback. */
type Widened<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;
