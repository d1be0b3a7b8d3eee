/**
 * Fetching a screen's code ahead, by its route: a feature that knows the customer is about to open
 * another feature's screen asks for the path, and never imports that feature (features stand alone,
 * docs/ARCHITECTURE.md §1). The app's route table registers what each path loads.
 */
const loaders = new Map<string, () => Promise<unknown>>();

export function registerRoutePrefetch(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/** Starts fetching the route's code; unknown paths and failed downloads are ignored (it is only ahead of time). */
export function prefetchRoute(path: string): void {
  const load = loaders.get(path);
  if (load) void load().catch(() => {});
}
