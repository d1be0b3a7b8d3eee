import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookDocument, PageRef } from '../../../../render-core';
import { bitmapCache, PageCanvas } from '../../../print/PageCanvas';
import { tileBitmap } from '../canvas/photo-bitmaps';
import { previewPages } from './preview-pages';

/** Wide enough for a sharp cover on a phone's 2x screen; the small renditions are this size. */
const COVER_PX = 480;
const PAGE_PX = 320;

/**
 * The customer's own design as it will print: its cover (or first page), and a book's first spread
 * beside it, painted by render-core on the main thread (three pages are cheap) from the photos'
 * small renditions: the device's own, else the server's. The same painter as the shared view.
 */
export function BookPreview({ document, title }: { document: BookDocument; title: string }) {
  const { t } = useTranslation('editor');
  const images = useMemo(() => bitmapCache((id) => tileBitmap(id, COVER_PX)), []);
  const shown = previewPages(document);
  if (!shown) return null;
  const { front, spread } = shown;
  const pageLabel = (ref: PageRef) =>
    ref === 'cover'
      ? t('orderStep.coverOf', { title })
      : t('orderStep.pageOf', { title, n: Number(ref) + 1 });
  return (
    <figure className="order-preview">
      <div className="order-preview-front">
        <PageCanvas
          document={document}
          page={front}
          images={images}
          label={pageLabel(front)}
          width={COVER_PX}
        />
      </div>
      {spread.length > 0 && (
        <div className="order-preview-spread">
          {spread.map((ref) => (
            <PageCanvas
              key={ref}
              document={document}
              page={ref}
              images={images}
              label={pageLabel(ref)}
              width={PAGE_PX}
            />
          ))}
        </div>
      )}
    </figure>
  );
}
