import type { BookDocument } from '../../../../render-core';
import type { z } from 'zod';
import type { captionInfoAnswer, captionsAnswer } from '../../../../contract/api/editor';
import { callApi } from '../../../api/client';
import { appState } from '../../../state/app-state';
import { pageById } from './find';

/** Ideas per item, and what the server knows beyond the document (names given in People, holidays). */
export type CaptionAnswer = z.output<typeof captionsAnswer>;

export type CaptionInfo = z.output<typeof captionInfoAnswer>;

/** Caption ideas for one page, from what the document knows about its photos. */
export function pageCaptions(doc: BookDocument, pageId: string): Promise<CaptionAnswer> {
  const found = pageById(doc, pageId);
  const photos = new Map(doc.photos.map((p) => [p.id, p]));
  const onPage = (found?.page.frames ?? []).flatMap((f) =>
    f.kind === 'photo' && f.photoId && photos.get(f.photoId) ? [photos.get(f.photoId)!] : [],
  );
  return callApi('POST /suggestions/captions', {
    body: {
      locale: appState.locale,
      country: appState.country,
      events: doc.calendar?.events ?? [],
      items: [
        {
          key: pageId,
          photos: onPage.map((p) => ({ id: p.id, takenAt: p.takenAt, place: p.place, people: p.people })),
        },
      ],
    },
  });
}

export const captionInfo = () => callApi('GET /suggestions/captions/info');

export const savePerson = (name: string, photoIds: string[]) =>
  callApi('POST /people/save-person', { body: { name, photoIds } });

/** The photo ids on a page, for naming who is in them. */
export function photoIdsOn(doc: BookDocument, pageId: string): string[] {
  return (pageById(doc, pageId)?.page.frames ?? []).flatMap((f) =>
    f.kind === 'photo' && f.photoId ? [f.photoId] : [],
  );
}
