/** A safe place to return to after signing in: a path inside /webapp, never another site. */
export function safeCallback(value: string | null | undefined, fallback = '/webapp/account'): string {
  if (!value) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin || !url.pathname.startsWith('/webapp')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The router's path for a /webapp address (the router's base is /webapp). */
export function routerPath(path: string): string {
  return path.replace(/^\/webapp(?=\/|$)/, '') || '/';
}
