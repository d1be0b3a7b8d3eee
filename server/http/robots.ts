/**
 * robots.txt for a server without the marketing site (a web-app-only deployment, or one whose site
 * is not built yet). With the site built, its own robots.txt (marketing/build/seo.ts) answers,
 * which also names the sitemap; this one keeps the same rules (the web app's pages may be crawled,
 * its API and the CMS admin may not) and names no sitemap, as there is none to point at. Crawlers
 * read a 5xx on robots.txt as "crawl nothing", so the app's pages fell out of search results while
 * the site was missing.
 */
export const APP_ROBOTS_TXT = 'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /webapp/api/\n';
