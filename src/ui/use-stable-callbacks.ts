import { useMemo, useRef } from 'react';

/**
 * Callbacks that keep their identity from render to render and always call the newest function
 * given: a memoised toolbar or bar then does not re-render for an edit that changes nothing it
 * shows (a photo's crop), while a tap still acts on the newest document.
 */
export function useStableCallbacks<T extends Record<string, (...args: never[]) => unknown>>(fns: T): T {
  const latest = useRef(fns);
  latest.current = fns;
  const keys = Object.keys(fns).sort().join(',');
  // The same names give the same wrappers.
  return useMemo(
    () =>
      Object.fromEntries(
        keys
          .split(',')
          .filter(Boolean)
          .map((k) => [k, (...args: never[]) => latest.current[k]!(...args)]),
      ) as T,
    [keys],
  );
}
