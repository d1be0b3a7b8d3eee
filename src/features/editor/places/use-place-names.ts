import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChapterTitles, withPlaces } from '../../../../render-core';
import { photoCache } from '../../../photos/photos';
import { useEditorDocument } from '../state/use-editor-document';
import type { MoreItem } from '../shell/MoreMenu';
import { lookupPlaces, titleLocale } from '../../../places/place-names';
import { useEditorSession } from '../state/editor-context';

/**
 * Names the open book's places once it is laid out: the positions this device read from the
 * photos' headers go to our server in one call, and the answers name the photos and rename the
 * titles still as suggested (withPlaces), off the undo history. The book opens without waiting.
 */
export function usePlaceNames(): void {
  const session = useEditorSession();
  const doc = useEditorDocument();
  const asked = useRef(new Set<string>());
  const unnamed =
    doc && doc.kind !== 'print'
      ? doc.photos
          .filter((p) => p.place === null && !asked.current.has(p.id))
          .map((p) => p.id)
          .join(',')
      : '';

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

/** The book's "chapter title pages" switch for the editor's More menu; null for calendars and prints. */
export function useChapterTitlesItem(): MoreItem | null {
  const { t } = useTranslation('places');
  const session = useEditorSession();
  const doc = useEditorDocument();
  if (doc?.kind !== 'book') return null;
  const on = hasChapterTitles(doc);
  return {
    id: 'chapter-titles',
    label: on ? t('chapterTitles.remove') : t('chapterTitles.add'),
    onSelect: () => void session.edit({ type: 'setChapterTitles', on: !on, locale: titleLocale() }),
  };
}
