import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LayoutPreview } from './use-layout';

function Spread({ bitmap, label }: { bitmap: ImageBitmap; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    el.width = bitmap.width;
    el.height = bitmap.height;
    el.getContext('2d')?.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  return <canvas ref={canvas} className="spread" role="img" aria-label={label} />;
}

/**
 * The book as laid out so far: the first spreads, painted by the render worker. Memoised, as the
 * page's other parts: the uploader's state changes many times a second while photos are read.
 */
export const LayoutStrip = memo(function LayoutStrip({
  preview,
  coming,
  aspect,
}: {
  preview: LayoutPreview;
  /** Photos are being read: the strip holds its place (a blank spread of `aspect`) until it is drawn. */
  coming: boolean;
  /** A spread's width over its height. */
  aspect: number;
}) {
  const { t } = useTranslation('photos');
  const doc = preview.document;
  if (!doc && !coming) return null;
  // The place is held from the pick on: the strip appearing (and growing with its first spread)
  // pushed the page below it down three times in the first second.
  const holding = !doc || preview.spreads.length === 0;
  return (
    <section className="layout-strip" aria-labelledby="layout-title" aria-busy={holding}>
      <h2 id="layout-title">{t('uploader.layoutTitle')}</h2>
      <p className="muted">{doc ? t('uploader.layoutPages', { count: doc.pages.length }) : '\u00a0'}</p>
      <div className="spreads">
        {holding && (
          <div className="spread spread-coming" style={{ aspectRatio: aspect }} aria-hidden="true" />
        )}
        {preview.spreads.map((bitmap, i) => (
          // Spreads are positions in the book; their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Spread key={i} bitmap={bitmap} label={t('uploader.spreadLabel', { number: i + 1 })} />
        ))}
      </div>
    </section>
  );
});
