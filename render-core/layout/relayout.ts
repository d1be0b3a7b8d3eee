import { produce } from 'immer';
import type { BookDocument, DraftRecord } from '../model/document';
import type { PhotoRef } from '../model/photo';
import { themeById } from '../model/theme';
import { listUnusedPhotos } from '../ops/unused-photos';
import { idCounter } from './build-page';
import { orderByTime } from './chapters';
import { layoutPages } from './layout-pages';
import { bestInLargestFrame, draftRecordFor } from './refine';
import { seededRandom } from './rng';

export interface RelayoutResult {
  document: BookDocument;
}

/**
 * Lays out again from inner page `from` onward: pages before it are left exactly as they are;
 * the photos on later pages plus the unused ones fill the same number of pages. Not an undo step
 * (the history takes it with source 'relayout'). `idTag`: the editing person's, for the new ids.
 */
export function relayoutFrom(
  doc: BookDocument,
  from: number,
  seed = doc.layoutSeed,
  idTag?: string,
): RelayoutResult {
  if (doc.kind !== 'book')
    throw new Error('only books are laid out again; calendars and prints keep their pages');
  const start = Math.max(0, Math.min(from, doc.pages.length));
  const byId = new Map(doc.photos.map((p) => [p.id, p]));
  const later: PhotoRef[] = [];
  for (const page of doc.pages.slice(start)) {
    for (const frame of page.frames) {
      if (frame.kind === 'photo' && frame.photoId !== null) later.push(byId.get(frame.photoId)!);
    }
  }
  // Photos the draft left out (the rest of a burst, the surplus) stay out; the best shots go in.
  const leftOut = doc.draft?.leftOut ?? {};
  const photos = orderByTime([...later, ...listUnusedPhotos(doc).filter((p) => leftOut[p.id] === undefined)]);
  const count = Math.max(1, doc.pages.length - start);
  const ids = idCounter(doc.nextId, idTag);
  const firstChapter = start === 0 ? 0 : doc.pages[start - 1]!.chapter + 1;
  const laid = layoutPages(photos, count, {
    geometry: { trim: doc.product.trim, spacing: themeById(doc.theme).spacing },
    newId: ids.next,
    random: seededRandom(seed * 7919 + 17 + start),
    seed,
    firstChapter,
    recommendedDpi: doc.product.recommendedDpi,
  });
  // Shuffle and "relayout from here" put each page's best-scoring photo in its largest frame.
  const pages = laid.map((page) => bestInLargestFrame(page, byId));
  const document = produce(doc, (draft) => {
    draft.pages.splice(start, draft.pages.length - start, ...(pages as typeof draft.pages));
    draft.nextId = ids.value();
    draft.layoutSeed = seed;
    // The new pages are the machine's again: a later refinement may improve them.
    if (draft.draft) draft.draft.pages = draftRecordFor(pages, draft.draft as DraftRecord).pages;
  });
  return { document };
}
