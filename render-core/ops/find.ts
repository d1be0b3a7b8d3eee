import type { Draft } from 'immer';
import type { PhotoFrame, TextFrame } from '../model/frame';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import { type DocumentDraft, OpError } from './define';

/** The cover, the back cover or an inner page by id. */
export function findPage(draft: DocumentDraft, pageId: string): Draft<Page> {
  if (draft.cover?.id === pageId) return draft.cover;
  if (draft.backCover?.id === pageId) return draft.backCover;
  const page = draft.pages.find((p) => p.id === pageId);
  if (!page) throw new OpError('PAGE_NOT_FOUND', `page ${pageId} is not in the document`);
  return page;
}

export function findPageIndex(draft: DocumentDraft, pageId: string): number {
  const index = draft.pages.findIndex((p) => p.id === pageId);
  if (index < 0) throw new OpError('PAGE_NOT_FOUND', `page ${pageId} is not an inner page of the document`);
  return index;
}

export function findPhotoFrame(page: Draft<Page>, frameId: string): Draft<PhotoFrame> {
  const frame = page.frames.find((f) => f.id === frameId);
  if (frame?.kind !== 'photo')
    throw new OpError('FRAME_NOT_FOUND', `photo frame ${frameId} is not on page ${page.id}`);
  return frame;
}

export function findTextFrame(page: Draft<Page>, frameId: string): Draft<TextFrame> {
  const frame = page.frames.find((f) => f.id === frameId);
  if (frame?.kind !== 'text')
    throw new OpError('FRAME_NOT_FOUND', `text frame ${frameId} is not on page ${page.id}`);
  return frame;
}

export function findPhoto(draft: DocumentDraft, photoId: string): Draft<PhotoRef> {
  const photo = draft.photos.find((p) => p.id === photoId);
  if (!photo) throw new OpError('PHOTO_NOT_FOUND', `photo ${photoId} is not in the document`);
  return photo;
}

/** A fresh id from the document's counter. */
export function takeId(draft: DocumentDraft, prefix: 'p' | 'f'): string {
  const id = `${prefix}${draft.nextId}`;
  draft.nextId += 1;
  return id;
}

export function allPages(draft: DocumentDraft): Draft<Page>[] {
  const covers = [draft.cover, draft.backCover].filter((p): p is Draft<Page> => !!p);
  return [...covers, ...draft.pages];
}
