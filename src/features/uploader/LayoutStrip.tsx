import { useEffect, useRef } from 'react';
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

/** The book as laid out so far: the first spreads, painted by the render worker. */
export function LayoutStrip({ preview }: { preview: LayoutPreview }) {
  const { t } = useTranslation('photos');
  if (!preview.document) return null;
  return (
    <section className="layout-strip" aria-labelledby="layout-title">
      <h2 id="layout-title">{t('uploader.layoutTitle')}</h2>
      <p className="muted">{t('uploader.layoutPages', { count: preview.document.pages.length })}</p>
      <div className="spreads">
        {preview.spreads.map((bitmap, i) => (
          // Spreads are positions in the book; their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Spread key={i} bitmap={bitmap} label={t('uploader.spreadLabel', { number: i + 1 })} />
        ))}
      </div>
    </section>
  );
}
