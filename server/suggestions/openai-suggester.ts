import OpenAI from 'openai';
import { z } from 'zod';
import type { CaptionContext, CaptionRequestItem, CaptionSuggestion } from './local-suggester';

const answerSchema = z.object({
  suggestions: z.array(z.object({ key: z.string(), captions: z.array(z.string().max(200)).max(5) })),
});

export interface OpenAiSettings {
  apiKey: string;
  baseURL?: string;
  model: string;
}

/**
 * Captions from an OpenAI-compatible chat model. Only the facts the local suggester uses are
 * sent (dates, place names, people's names, event names): never the photos themselves.
 */
export async function suggestWithOpenAi(
  settings: OpenAiSettings,
  items: CaptionRequestItem[],
  context: CaptionContext,
): Promise<CaptionSuggestion[]> {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: 15_000,
    maxRetries: 1,
  });
  const completion = await client.chat.completions.create({
    model: settings.model,
    response_format: { type: 'json_object' },
    messages: [
      {
        role: 'system',
        content:
          'You write short captions (at most 60 characters) for pages of a printed photo book. ' +
          `Write in the language of the locale ${context.locale}. Use only the facts given. ` +
          'Answer JSON: {"suggestions":[{"key":string,"captions":[string, up to 3]}]} with one entry per key.',
      },
      { role: 'user', content: JSON.stringify({ items, events: context.events }) },
    ],
  });
  const text = completion.choices[0]?.message.content ?? '';
  const parsed = answerSchema.parse(JSON.parse(text));
  const byKey = new Map(
    parsed.suggestions.map((s) => [
      s.key,
      s.captions
        .map((c) => c.trim())
        .filter(Boolean)
        .slice(0, 3),
    ]),
  );
  return items.map((item) => ({ key: item.key, captions: byKey.get(item.key) ?? [] }));
}
