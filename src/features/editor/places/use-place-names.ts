import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChapterTitles, withPlaces } from '../../../../render-core';
import { photoCache } from '../../../photos/photos';
import type { MoreItem } from '../shell/MoreMenu';
import { lookupPlaces, titleLocale } from '../../../places/place-names';
import { useDocumentSelector, useEditorSession } from '../state/editor-context';
import type { BookDocument } from '../../../../render-core';

/**
 * Names the open book's places once it is laid out: the positions this device read from the
 * photos' headers go to our server in one call, and the answers name the photos and rename the
 * titles still as suggested (withPlaces), off the undo history. The book opens without waiting.
 */
export function usePlaceNames(): void {
  const session = useEditorSession();
  const asked = useRef(new Set<string>());
  // A string, so an edit that names no new photo re-renders nothing (the workspace calls this).
  const unnamed = useDocumentSelector((doc) => unnamedPhotoIds(doc, asked.current)) ?? '';

  useEffect(() => {
    if (!unnamed) return;
    const ids = unnamed.split(',');
    for (const id of ids) asked.current.add(id);
    void (async () => {
      const local = await Promise.all(ids.map((id) => photoCache.get(id).catch(() => undefined)));
      const positioned = local.flatMap((p) => (p?.gps ? [{ id: p.id, gps: p.gps }] : []));
      if (positioned.length === 0) return;
      const places = await lookupPlaces(positioned).catch(() => null);
      if (places && places.size > 0) session.refine((d) => withPlaces(d, places, titleLocale()));
    })();
  }, [unnamed, session]);
}

/** The ids of the photos without a place not asked for yet, joined by commas; none for prints. */
function unnamedPhotoIds(doc: BookDocument, asked: Set<string>): string {
  if (doc.kind === 'print') return '';
  return doc.photos
    .filter((p) => p.place === null && !asked.has(p.id))
    .map((p) => p.id)
    .join(',');
}

/** The book's "chapter title pages" switch for the editor's More menu; null for calendars and prints. */
export function useChapterTitlesItem(): MoreItem | null {
  const { t } = useTranslation('places');
  const session = useEditorSession();
  const on = useDocumentSelector((doc) => (doc.kind === 'book' ? hasChapterTitles(doc) : null));
  if (on === null) return null;
  return {
    id: 'chapter-titles',
    label: on ? t('chapterTitles.remove') : t('chapterTitles.add'),
    onSelect: () => void session.edit({ type: 'setChapterTitles', on: !on, locale: titleLocale() }),
  };
}
