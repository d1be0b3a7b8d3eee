import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Op } from '../../../../render-core';
import { callApi } from '../../../api/client';
import { appState } from '../../../state/app-state';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import './calendar-modals.css';
import { useEditorSession } from '../state/editor-context';
import { useEditorDocument } from '../state/use-editor-document';

/** SPEC §9 kind 22: which day weeks start on. */
export function CalendarSettingsModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const calendar = useEditorDocument()?.calendar;
  const [weekStart, setWeekStart] = useState<0 | 1>(calendar?.weekStart ?? 1);
  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  // Choosing only marks the radio (arrow keys move through them); Save applies it.
  return (
    <form
      className="form-stack editor-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (weekStart === calendar.weekStart || (await session.edit({ type: 'setCalendar', weekStart })))
          close();
      }}
    >
      <h2 id={titleId}>{t('calendar.settingsTitle')}</h2>
      <fieldset>
        <legend>{t('calendar.weekStart')}</legend>
        <label>
          <input type="radio" name="week" checked={weekStart === 1} onChange={() => setWeekStart(1)} />
          {t('calendar.monday')}
        </label>
        <label>
          <input type="radio" name="week" checked={weekStart === 0} onChange={() => setWeekStart(0)} />
          {t('calendar.sunday')}
        </label>
      </fieldset>
      <div className="modal-actions">
        <button type="submit" className="button">
          {t('calendar.save')}
        </button>
      </div>
    </form>
  );
}

/** SPEC §9 kind 24: the month the calendar starts from. */
export function CalendarStartFromModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const calendar = useEditorDocument()?.calendar;
  const [month, setMonth] = useState(calendar?.startMonth ?? '');
  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  return (
    <form
      className="form-stack editor-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return;
        if (month === calendar.startMonth || (await session.edit({ type: 'setCalendar', startMonth: month })))
          close();
      }}
    >
      <h2 id={titleId}>{t('calendar.startTitle')}</h2>
      <label className="field">
        <span>{t('calendar.startMonth')}</span>
        <input type="month" value={month} required onChange={(e) => setMonth(e.target.value)} />
      </label>
      <div className="modal-actions">
        <button type="submit" className="button">
          {t('calendar.save')}
        </button>
      </div>
    </form>
  );
}

interface Holiday {
  date: string;
  label: string;
  type: string;
}

/** The first and last day of the twelve months a calendar starting at `startMonth` shows. */
export function calendarSpan(startMonth: string, months = 12): { first: string; last: string } {
  const [year, month] = startMonth.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month - 1 + months, 0));
  return { first: `${startMonth}-01`, last: last.toISOString().slice(0, 10) };
}

/** SPEC §9 kind 23: public holidays for the user's country and region, and the user's own events. */
export function CalendarEventsModal({ titleId }: ModalContentProps) {
  const { t, i18n } = useTranslation('editor');
  const session = useEditorSession();
  const app = useSnapshot(appState);
  const calendar = useEditorDocument()?.calendar;
  const startMonth = calendar?.startMonth;
  const language = i18n.language.slice(0, 2);
  const [countries, setCountries] = useState<string[]>([]);
  const [country, setCountry] = useState(app.country);
  const [regions, setRegions] = useState<{ code: string; name: string }[]>([]);
  const [defaultRegion, setDefaultRegion] = useState<string | null>(null);
  const [region, setRegion] = useState('');
  const [holidays, setHolidays] = useState<Holiday[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState('');
  const [label, setLabel] = useState('');
  const holidaysId = useId();
  const ownId = useId();

  useEffect(() => {
    const abort = new AbortController();
    callApi('GET /events/countries', { signal: abort.signal }).then(
      (body) => setCountries(body.countries),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, []);

  useEffect(() => {
    const abort = new AbortController();
    setRegions([]);
    callApi('GET /events/regions', { query: { country, language }, signal: abort.signal }).then(
      (body) => {
        setRegions(body.regions);
        setDefaultRegion(body.defaultRegion);
        if (body.defaultRegion) setRegion(body.defaultRegion);
      },
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [country, language]);

  useEffect(() => {
    if (!startMonth) return;
    const abort = new AbortController();
    setHolidays(null);
    setFailed(false);
    const query = { country, from: startMonth, language, ...(region ? { region } : {}) };
    callApi('GET /events/get-events', { query, signal: abort.signal }).then(
      (body) => setHolidays(body.events.filter((e) => e.type !== 'observance')),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [country, region, startMonth, language]);

  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  const span = calendarSpan(calendar.startMonth);
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T12:00:00Z`));
  const countryNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countryOptions = (countries.includes(country) ? countries : [country, ...countries])
    .map((code) => ({ code, name: countryNames.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  // A day that already has an event keeps it: the user's own events are never overwritten.
  const taken = new Set(calendar.events.map((e) => e.date));
  const missing = (holidays ?? []).filter((h) => !taken.has(h.date) && taken.add(h.date));

  return (
    <div className="form-stack editor-form calendar-events">
      <h2 id={titleId}>{t('calendar.eventsTitle')}</h2>
      <section className="form-stack" aria-labelledby={holidaysId}>
        <h3 id={holidaysId}>{t('calendar.holidaysTitle')}</h3>
        <div className="place-choice">
          <label className="field">
            <span>{t('calendar.country')}</span>
            <select
              value={country}
              onChange={(e) => {
                setCountry(e.target.value);
                setRegion('');
              }}
            >
              {countryOptions.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          {regions.length > 0 && (
            <label className="field">
              <span>{t('calendar.region')}</span>
              <select value={region} onChange={(e) => setRegion(e.target.value)}>
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
            onClick={() =>
              void session.editTogether(
                missing.map(
                  (h): Op => ({ type: 'setCalendarEvent', date: h.date, label: h.label.slice(0, 60) }),
                ),
              )
            }
          >
            {missing.length > 0
              ? t('calendar.addHolidays', { count: missing.length })
              : t('calendar.holidaysAdded')}
          </button>
        )}
      </section>
      <section className="form-stack" aria-labelledby={ownId}>
        <h3 id={ownId}>{t('calendar.onCalendar')}</h3>
        {calendar.events.length === 0 ? (
          <p>{t('calendar.noEvents')}</p>
        ) : (
          <ul className="event-list" aria-label={t('calendar.onCalendar')}>
            {calendar.events.map((e) => (
              <li key={e.date}>
                <span>
                  <span className="event-date">{day(e.date)}</span> <span>{e.label}</span>
                </span>
                <button
                  type="button"
                  className="button small secondary"
                  aria-label={t('calendar.removeEvent', { label: e.label })}
                  onClick={() => void session.edit({ type: 'setCalendarEvent', date: e.date, label: '' })}
                >
                  {t('calendar.remove')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="form-stack own-event"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!date || !label.trim() || date < span.first || date > span.last) return;
            if (await session.edit({ type: 'setCalendarEvent', date, label: label.trim() })) {
              setDate('');
              setLabel('');
            }
          }}
        >
          <label className="field">
            <span>{t('calendar.eventDate')}</span>
            <input
              type="date"
              value={date}
              min={span.first}
              max={span.last}
              required
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
          <label className="field">
            <span>{t('calendar.eventLabel')}</span>
            <input value={label} maxLength={60} required onChange={(e) => setLabel(e.target.value)} />
          </label>
          <button type="submit" className="button small">
            {t('calendar.addEvent')}
          </button>
        </form>
      </section>
    </div>
  );
}
