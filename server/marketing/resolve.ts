import { extname, join, normalize, relative, sep } from 'node:path';
import { DEFAULT_LOCALE, isLocale } from '../../contract/locale/locales';

export type SitePlan =
  | { kind: 'file'; file: string }
  | { kind: 'page'; file: string; slashRedirect: string }
  | { kind: 'bad' };

/**
 * Maps a URL path to a file of the built site, or says the path is unusable. Pure: the caller
 * checks that the file exists. `/de-de/about/` -> de-de/about/index.html; `/de-de/about` may
 * redirect to the slash form; `/assets/x.js` -> assets/x.js. Never leaves `root`.
 */
export function planSitePath(root: string, urlPath: string): SitePlan {
  let rel: string;
  try {
    rel = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'bad' };
  }
  if (rel.includes('\0')) return { kind: 'bad' };
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  const target = normalize(join(root, rel));
  if (target !== root && !target.startsWith(rootWithSep) && `${target}${sep}` !== rootWithSep)
    return { kind: 'bad' };
  if (rel.endsWith('/')) return { kind: 'page', file: join(target, 'index.html'), slashRedirect: '' };
  if (extname(rel) !== '') return { kind: 'file', file: target };
  // The redirect is built from the resolved page, never from the raw path: `//evil.example/..%2fabout`
  // must not become a protocol-relative Location that leaves our origin.
  const canonical = relative(root, target).split(sep).filter(Boolean).map(encodeURIComponent).join('/');
  return {
    kind: 'page',
    file: join(target, 'index.html'),
    slashRedirect: `/${canonical}${canonical ? '/' : ''}`,
  };
}

/** The locale whose 404 page answers a path: its first segment when that is a locale, else en. */
export function localeOfPath(urlPath: string): string {
  const first = urlPath.split('/')[1] ?? '';
  return first !== DEFAULT_LOCALE && isLocale(first) ? first : '';
}
