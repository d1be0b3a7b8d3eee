import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Op } from '../../../../../render-core';
import { useEditorSession } from '../../state/editor-context';
import { countryOptions, missingHolidays } from './calendar-events';
import type { HolidaysView } from './use-holidays';

/** The country and region whose public holidays are shown. */
function PlaceChoice({ place }: { place: HolidaysView }) {
  const { t, i18n } = useTranslation('editor');
  const { country, regions, region, defaultRegion } = place;
  return (
    <div className="place-choice">
      <label className="field">
        <span>{t('calendar.country')}</span>
        <select value={country} onChange={(e) => place.setCountry(e.target.value)}>
          {countryOptions(place.countries, country, i18n.language).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {regions.length > 0 && (
        <label className="field">
          <span>{t('calendar.region')}</span>
          <select value={region} onChange={(e) => place.setRegion(e.target.value)}>
            {!defaultRegion && <option value="">{t('calendar.anyRegion')}</option>}
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** Public holidays for the user's country and region, and a button adding those the calendar lacks. */
export function HolidaysSection({
  place,
  events,
  day,
}: {
  place: HolidaysView;
  events: readonly { date: string }[];
  day: (iso: string) => string;
}) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const holidaysId = useId();
  const { holidays, failed } = place;
  const missing = missingHolidays(holidays ?? [], events);
  const addMissing = () =>
    void session.editTogether(
      missing.map((h): Op => ({ type: 'setCalendarEvent', date: h.date, label: h.label.slice(0, 60) })),
    );

  return (
    <section className="form-stack" aria-labelledby={holidaysId}>
      <h3 id={holidaysId}>{t('calendar.holidaysTitle')}</h3>
      <PlaceChoice place={place} />
      {failed && (
        <p className="form-error" role="alert">
          {t('calendar.holidaysFailed')}
        </p>
      )}
      {!holidays && !failed && <p role="status">{t('calendar.holidaysLoading')}</p>}
      {holidays && holidays.length === 0 && <p>{t('calendar.noHolidays')}</p>}
      {holidays && holidays.length > 0 && (
        <ul className="holiday-list" aria-label={t('calendar.holidaysList')}>
          {holidays.map((h) => (
            <li key={`${h.date}|${h.label}`}>
              <span className="event-date">{day(h.date)}</span> <span>{h.label}</span>
            </li>
          ))}
        </ul>
      )}
      {holidays && holidays.length > 0 && (
        <button
          type="button"
          className="button secondary"
          disabled={missing.length === 0}
          onClick={addMissing}
        >
          {missing.length > 0
            ? t('calendar.addHolidays', { count: missing.length })
            : t('calendar.holidaysAdded')}
        </button>
      )}
    </section>
  );
}
