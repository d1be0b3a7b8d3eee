/**
 * A failed dynamic import, asked again, must download again. Browsers before Chromium 15x (and
 * others) remember a module whose download failed, so `import()` of the same URL fails at once
 * without asking the network, and a "Try again" could never work (the lazy sheets' journey found it
 * on Debian's Chromium 150). The failure names the module's URL (Chromium: "Failed to fetch
 * dynamically imported module: URL", Firefox: "error loading dynamically imported module: URL"), so
 * the next attempt asks for that same file under a URL of its own (a `?again=N` query the server
 * ignores); its own imports are the ones already loaded.
 */

/** The same-origin script URL a failed dynamic import names, or null. */
export function failedModuleUrl(error: unknown, origin = globalThis.location?.origin): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /\bhttps?:\/\/[^\s'"]+?\.m?js\b/.exec(message);
  if (!match || !origin) return null;
  try {
    const url = new URL(match[0]);
    return url.origin === origin ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * `retryableImport(() => import('./ThemesModal'))`: an importer that, called again after a failed
 * download, asks for the module the failure named under a new URL (with no such URL, the import
 * itself again). Once one succeeds, later calls are the plain import's.
 */
export function retryableImport<M>(
  importer: () => Promise<M>,
  importUrl: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  origin: () => string | undefined = () => globalThis.location?.origin,
): () => Promise<M> {
  let failure: unknown = null;
  // Each attempt's URL is new: a second lost download under `?again=1` would be remembered too.
  let attempts = 0;
  return () => {
    const url = failure === null ? null : failedModuleUrl(failure, origin());
    attempts += 1;
    const attempt = url ? (importUrl(`${url}?again=${attempts}`) as Promise<M>) : importer();
    return attempt.then(
      (module) => {
        failure = null;
        return module;
      },
      (error: unknown) => {
        failure = error;
        throw error;
      },
    );
  };
}
