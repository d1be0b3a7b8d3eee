import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { APP_ROBOTS_TXT } from '../http/robots';
import { siteServer } from './site';

/** Who is asking, as far as the admin gate cares: null for a visitor (or a guest). */
export type CurrentRole = (c: Context<AppEnv>) => Promise<{ role: string } | null>;

export interface MarketingDeps {
  /** Folder of the built site (DIST_DIR/site). */
  siteDir: string;
  currentRole: CurrentRole;
  /** The configured origin filled into canonical URLs, the sitemap and robots.txt. */
  siteOrigin: () => string;
}

/**
 * The marketing site at `/`: prerendered pages per locale, their 404s, and the Decap admin at
 * /admin, which only signed-in admins get (visitors are sent to sign in, others get a 403 page).
 */
export function marketingRoutes({ siteDir, currentRole, siteOrigin }: MarketingDeps) {
  const site = siteServer(siteDir, { siteOrigin });
  const app = new Hono<AppEnv>();

  const gate = async (c: Context<AppEnv>) => {
    const who = await currentRole(c);
    if (!who) return c.redirect(`/webapp/sign-in?callbackUrl=${encodeURIComponent('/admin')}`, 302);
    if (who.role !== 'admin') return site.statusPage(c, '403.html', 403);
    return null;
  };
  app.get('/admin', async (c) => (await gate(c)) ?? site.serve(c, 'private, no-store'));
  app.get('/admin/', async (c) => (await gate(c)) ?? site.serve(c, 'private, no-store'));
  app.get('/admin/*', async (c) => (await gate(c)) ?? site.serve(c, 'private, no-store'));
  app.get('*', async (c) => {
    if (!(await site.exists())) {
      if (c.req.path === '/robots.txt')
        return c.text(APP_ROBOTS_TXT, 200, { 'Cache-Control': 'public, max-age=3600' });
      return c.text('The marketing site is not built yet: run `npm run build:marketing`.', 503);
    }
    return site.serve(c);
  });
  return app;
}
