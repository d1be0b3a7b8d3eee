import type { ReactNode } from 'react';
import { useSite } from '../context';

/**
 * A scroll-snap list that works without JavaScript (swipe or scroll); the carousel island wires
 * the previous/next buttons and the "1 of 5" status.
 */
export function Carousel({ id, heading, children }: { id: string; heading: string; children: ReactNode[] }) {
  const { t } = useSite();
  const total = children.length;
  return (
    <section className="block carousel" aria-labelledby={`${id}-h`} data-island="carousel">
      <h2 id={`${id}-h`}>{heading}</h2>
      <ul className="track" id={`${id}-track`} tabIndex={-1}>
        {children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides never reorder
          <li key={i}>{child}</li>
        ))}
      </ul>
      <div className="controls">
        <button type="button" data-prev aria-controls={`${id}-track`} aria-label={t('carousel.prev')}>
          ‹
        </button>
        <span
          data-status
          aria-live="polite"
          data-template={t('carousel.slide', { n: '{n}', total: '{total}' })}
        >
          {t('carousel.slide', { n: 1, total })}
        </span>
        <button type="button" data-next aria-controls={`${id}-track`} aria-label={t('carousel.next')}>
          ›
        </button>
      </div>
    </section>
  );
}
