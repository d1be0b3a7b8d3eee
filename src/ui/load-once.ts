/**
 * A download made once and remembered (a route's page, a modal's code): `get()` starts it or
 * answers the one under way, `loaded()` answers its result synchronously once it has come. A failed
 * download is forgotten, so the next `get()` (a retry, a later open) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): { get: () => Promise<T>; loaded: () => T | undefined } {
  let result: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => result,
    get: () => {
      pending ??= load().then(
        (value) => {
          result = value;
          return value;
        },
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      );
      return pending;
    },
  };
}
