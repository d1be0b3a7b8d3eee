import { useTranslation } from 'react-i18next';
import { bcp47 } from '../../i18n/locales';

export interface ArrivalWindow {
  earliest: string;
  latest: string;
  /** partner: the printer's own dates plus our day; fallback: ours, when the printer could not say. */
  estimate?: 'partner' | 'fallback' | undefined;
}

/**
 * "Arrives 4 – 9 Dec" for a shipping method (issue 53), as dates in the customer's locale, with
 * where the dates come from: the printer's own estimate, or plainly our rough one when the printer
 * could not be asked.
 */
export function ArrivesBy({ window, note = true }: { window: ArrivalWindow; note?: boolean }) {
  const { t, i18n } = useTranslation('delivery');
  const day = (iso: string) =>
    new Intl.DateTimeFormat(bcp47(i18n.language), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  return (
    <div className="arrives-by">
      <p className="arrives-by-dates">
        <strong>
          {window.earliest === window.latest
            ? t('arrivesOn', { date: day(window.earliest) })
            : t('arrives', { from: day(window.earliest), to: day(window.latest) })}
        </strong>
      </p>
      {note && window.estimate && (
        <p className="muted arrives-by-note">{t(window.estimate === 'partner' ? 'partner' : 'fallback')}</p>
      )}
    </div>
  );
}
