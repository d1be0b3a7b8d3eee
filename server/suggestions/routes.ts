import { Hono } from 'hono';
import { z } from 'zod';
import { optionalUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { log } from '../lib/log';
import { namesByPhoto } from '../people/people';
import { suggestLocally } from './local-suggester';
import { suggestWithOpenAi } from './openai-suggester';

const requestSchema = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]{2})?$/i, 'must look like en, en-gb or de-de')
    .default('en'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .optional(),
  events: z
    .array(z.object({ date: z.iso.date(), label: z.string().min(1).max(60) }))
    .max(500)
    .default([]),
  items: z
    .array(
      z.object({
        key: z.string().min(1).max(128),
        photos: z
          .array(
            z.object({
              id: z.string().min(1).max(128).optional(),
              takenAt: z
                .string()
                .max(40)
                .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date such as 2026-05-01T10:00:00Z')
                .nullable()
                .default(null),
              place: z.string().max(200).nullable().default(null),
              people: z.array(z.string().max(80)).max(20).default([]),
            }),
          )
          .max(50),
      }),
    )
    .min(1, 'must ask about at least one page or photo')
    .max(100),
});

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
    const body = await readJson(c, requestSchema);
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
    const settings = provider(c);
    if (settings) {
      try {
        return c.json({
          provider: 'openai' as const,
          suggestions: await suggestWithOpenAi(settings, items, context),
        });
      } catch (error) {
        log.warn('caption suggestions: the model failed, using the local suggester', {
          error: (error as Error).message,
        });
      }
    }
    return c.json({ provider: 'local' as const, suggestions: suggestLocally(items, context) });
  });
