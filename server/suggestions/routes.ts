import { Hono } from 'hono';
import { optionalUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { captionsBody } from '../../contract/api/editor';
import { log } from '../lib/log';
import { namesByPhoto } from '../people/people';
import { captionFacts, suggestLocally } from './local-suggester';
import { suggestWithOpenAi } from './openai-suggester';

function provider(c: { var: AppEnv['Variables'] }) {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = c.var.config;
  if (!OPENAI_API_KEY) return null;
  return {
    apiKey: OPENAI_API_KEY,
    model: OPENAI_MODEL,
    ...(OPENAI_BASE_URL ? { baseURL: OPENAI_BASE_URL } : {}),
  };
}

/**
 * POST /api/suggestions/captions: caption ideas per page or photo, from the configured model or,
 * without one (or when it fails), from the local suggester. GET …/info says which, for the
 * AI information modal.
 */
export const suggestionRoutes = new Hono<AppEnv>()
  .get('/captions/info', (c) => {
    const settings = provider(c);
    return c.json({
      provider: settings ? ('openai' as const) : ('local' as const),
      host: settings ? new URL(settings.baseURL ?? 'https://api.openai.com/v1').host : null,
      model: settings?.model ?? null,
      sends: ['dates', 'places', 'people', 'events'] as const,
    });
  })
  .post('/captions', async (c) => {
    const body = await readJson(c, captionsBody);
    const user = await optionalUser(c);
    const named = user ? await namesByPhoto(c.var.db, user.uuid) : new Map<string, string[]>();
    const items = body.items.map((item) => ({
      key: item.key,
      photos: item.photos.map((p) => ({
        takenAt: p.takenAt,
        place: p.place,
        people: [...new Set([...p.people, ...(p.id ? (named.get(p.id) ?? []) : [])])],
      })),
    }));
    const locale = body.locale.replace(/-(\w+)$/, (_, r: string) => `-${r.toUpperCase()}`);
    const context = { locale, country: body.country?.toUpperCase() ?? null, events: body.events };
    // The names on each item's photos (the customer's own and those named in People) and its
    // holiday, so the app's own suggester can use them when no model answers.
    const facts = captionFacts(items, context);
    const settings = provider(c);
    if (settings) {
      try {
        return c.json({
          provider: 'openai' as const,
          suggestions: await suggestWithOpenAi(settings, items, context),
          facts,
        });
      } catch (error) {
        log.warn('caption suggestions: the model failed, using the local suggester', {
          error: (error as Error).message,
        });
      }
    }
    return c.json({ provider: 'local' as const, suggestions: suggestLocally(items, context), facts });
  });
