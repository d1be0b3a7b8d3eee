import type { BookDocument } from '../../../../render-core';
import { requestJson } from '../../../auth/http';
import { appState } from '../../../state/app-state';
import { pageById } from './find';

export interface CaptionAnswer {
  provider: 'local' | 'openai';
  suggestions: { key: string; captions: string[] }[];
  /** What the server knows beyond the document (names given in People, holidays), for the app's own suggester. */
  facts?: { key: string; names: string[]; event: string | null }[];
}

export interface CaptionInfo {
  provider: 'local' | 'openai';
  host: string | null;
  model: string | null;
}

const call = <T>(path: string, body?: unknown): Promise<T> =>
  requestJson<T>(body === undefined ? 'GET' : 'POST', path, body);

/** Caption ideas for one page, from what the document knows about its photos. */
export function pageCaptions(doc: BookDocument, pageId: string): Promise<CaptionAnswer> {
  const found = pageById(doc, pageId);
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  const onPage = (found?.page.frames ?? []).flatMap((f) =>
    f.kind === 'photo' && f.photoId && photos.get(f.photoId) ? [photos.get(f.photoId)!] : [],
  );
  return call<CaptionAnswer>('/suggestions/captions', {
    locale: appState.locale,
    country: appState.country,
    events: doc.calendar?.events ?? [],
    items: [
      {
        key: pageId,
        photos: onPage.map((p) => ({ id: p.id, takenAt: p.takenAt, place: p.place, people: p.people })),
      },
    ],
  });
}

export const captionInfo = () => call<CaptionInfo>('/suggestions/captions/info');

export const savePerson = (name: string, photoIds: string[]) =>
  call<{ person: unknown }>('/people/save-person', { name, photoIds });

/** The photo ids on a page, for naming who is in them. */
export function photoIdsOn(doc: BookDocument, pageId: string): string[] {
  return (pageById(doc, pageId)?.page.frames ?? []).flatMap((f) =>
    f.kind === 'photo' && f.photoId ? [f.photoId] : [],
  );
}
