import type { BookDocument } from '../../../../render-core';
import { pageById } from '../modals/find';
import { type CaptionAnswer, pageCaptions } from '../modals/captions-api';
import { type CaptionFacts, suggestCaptions, type Translate } from './suggest-captions';

/** What a page's photos know, with what the server adds: people named in People, the holiday. */
export function pageFacts(doc: BookDocument, pageId: string, answer: CaptionAnswer | null): CaptionFacts {
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  const known = answer?.facts?.find((f) => f.key === pageId);
  const named = known?.names ?? [];
  const onPage = (pageById(doc, pageId)?.page.frames ?? []).flatMap((f) => {
    const photo = f.kind === 'photo' && f.photoId ? photos.get(f.photoId) : undefined;
    return photo ? [photo] : [];
  });
  return {
    photos: onPage.map((p, i) => ({
      takenAt: p.takenAt,
      place: p.place,
      // The server's names are the page's as a whole: they go with the first photo.
      people: i === 0 ? [...new Set([...p.people, ...named])] : p.people,
    })),
    title: doc.title,
    event: known?.event ?? null,
  };
}

/**
 * Caption ideas for a page: the model's, when the server has one and it answered; otherwise the
 * app's own, written in the customer's language from what the photos know (also when the server
 * cannot be reached).
 */
export async function captionIdeas(
  doc: BookDocument,
  pageId: string,
  t: Translate,
  locale: string,
): Promise<string[]> {
  const answer = await pageCaptions(doc, pageId).catch(() => null);
  const model = answer?.provider === 'openai' ? answer.suggestions.find((s) => s.key === pageId) : undefined;
  if (model && model.captions.length > 0) return model.captions;
  return suggestCaptions(pageFacts(doc, pageId, answer), t, locale);
}
