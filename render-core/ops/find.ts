import { type Draft, isDraft, original } from 'immer';
import type { PhotoFrame, TextFrame } from '../model/frame';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import { makeId, type IdPrefix } from '../model/ids';
import { type DocumentDraft, type OpContext, OpError } from './define';

/**
 * The index of the record with `id` in a drafted array. Searching the draft itself would wrap
 * every record it reads in a proxy (immer drafts lazily, on access): on a 500-page book that made
 * one edit cost hundreds of proxies. The unchanged original holds the same records at the same
 * places until the op moves them, which ops do after finding.
 */
function indexById<T extends { id: string }>(list: T[]): (id: string) => number {
  const plain = isDraft(list) ? (original(list as never) as T[] | undefined) : list;
  return (id) => {
    const at = plain ? plain.findIndex((r) => r.id === id) : -1;
    // A record added or moved earlier in the same op is only in the draft.
    if (at >= 0 && list[at]?.id === id) return at;
    return list.findIndex((r) => r.id === id);
  };
}

/** The cover, the back cover or an inner page by id. */
export function findPage(draft: DocumentDraft, pageId: string): Draft<Page> {
  if (draft.cover?.id === pageId) return draft.cover;
  if (draft.backCover?.id === pageId) return draft.backCover;
  const page = draft.pages[indexById(draft.pages)(pageId)];
  if (!page) throw new OpError('PAGE_NOT_FOUND', `page ${pageId} is not in the document`);
  return page;
}

export function findPageIndex(draft: DocumentDraft, pageId: string): number {
  const index = indexById(draft.pages)(pageId);
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
  const photo = draft.photos[indexById(draft.photos)(photoId)];
  if (!photo) throw new OpError('PHOTO_NOT_FOUND', `photo ${photoId} is not in the document`);
  return photo;
}

/** A fresh id from the document's counter, with the editing person's tag when there is one. */
export function takeId(draft: DocumentDraft, prefix: IdPrefix, context: OpContext = {}): string {
  const id = makeId(prefix, draft.nextId, context.idTag);
  draft.nextId += 1;
  return id;
}

export function allPages(draft: DocumentDraft): Draft<Page>[] {
  const covers = [draft.cover, draft.backCover].filter((p): p is Draft<Page> => !!p);
  return [...covers, ...draft.pages];
}
