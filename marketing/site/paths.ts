import { type Locale, localePrefix } from '../schema/locales';

/** Locale-neutral paths of every page kind; the locale prefix is added by localisePath. */
export const paths = {
  home: '/',
  page: (kind: string) =>
    kind === 'home' ? '/' : kind === 'black-friday' ? '/offers/black-friday/' : `/${kind}/`,
  productTypes: (category: string) => `/products/${category}/`,
  product: (category: string, type: string) => `/products/${category}/${type}/`,
  article: (slug: string) => `/blog/${slug}/`,
  category: (slug: string) => `/blog/category/${slug}/`,
  collection: (slug: string) => `/blog/collection/${slug}/`,
  author: (slug: string) => `/blog/author/${slug}/`,
};

/** Site paths get the locale prefix; /webapp and absolute URLs are left alone. */
export function localisePath(locale: Locale, path: string): string {
  if (!path.startsWith('/') || path.startsWith('/webapp')) return path;
  return `${localePrefix(locale)}${path}`;
}

/** The file a page path is written to: /de-de/about/ -> de-de/about/index.html. */
export function fileForPath(path: string): string {
  return `${path.replace(/^\//, '')}index.html`;
}
