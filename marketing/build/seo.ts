import { LOCALES, languageTag } from '../schema/locales';
import { localisePath } from '../site/paths';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Every page in every locale, each with its hreflang alternates. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.sort().flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${languageTag(l)}" href="${esc(origin + localisePath(l, path))}"/>`,
      ).join('');
      return `<url><loc>${esc(origin + localisePath(locale, path))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /webapp/api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
