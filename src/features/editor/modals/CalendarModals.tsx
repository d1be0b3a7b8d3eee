import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Op } from '../../../../render-core';
import { appState } from '../../../state/app-state';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { edit, editTogether } from '../state/controller';
import { editorState } from '../state/editor-store';

/** SPEC §9 kind 22: which day weeks start on. */
export function CalendarSettingsModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const snap = useSnapshot(editorState);
  const calendar = snap.document?.calendar;
  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  const set = async (weekStart: 0 | 1) => {
    await edit({ type: 'setCalendar', weekStart });
    close();
  };
  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('calendar.settingsTitle')}</h2>
      <fieldset>
        <legend>{t('calendar.weekStart')}</legend>
        <label>
          <input type="radio" name="week" checked={calendar.weekStart === 1} onChange={() => void set(1)} />
          {t('calendar.monday')}
        </label>
        <label>
          <input type="radio" name="week" checked={calendar.weekStart === 0} onChange={() => void set(0)} />
          {t('calendar.sunday')}
        </label>
      </fieldset>
    </div>
  );
}

/** SPEC §9 kind 24: the month the calendar starts from. */
export function CalendarStartFromModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const snap = useSnapshot(editorState);
  const calendar = snap.document?.calendar;
  const [month, setMonth] = useState(calendar?.startMonth ?? '');
  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  return (
    <form
      className="form-stack editor-form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
          await edit({ type: 'setCalendar', startMonth: month });
          close();
        }
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

/** SPEC §9 kind 23: public holidays for the user's country and region, and the user's own events. */
export function CalendarEventsModal({ titleId }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const snap = useSnapshot(editorState);
  const { country, locale } = useSnapshot(appState);
  const calendar = snap.document?.calendar;
  const [holidays, setHolidays] = useState<Holiday[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState('');
  const [label, setLabel] = useState('');

  useEffect(() => {
    if (!calendar) return;
    const query = new URLSearchParams({ country, from: calendar.startMonth, language: locale.slice(0, 2) });
    fetch(`/webapp/api/events/get-events?${query}`)
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: { events: Holiday[] }) => setHolidays(body.events.filter((e) => e.type !== 'observance')))
      .catch(() => setFailed(true));
  }, [calendar, country, locale]);

  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  const onCalendar = new Set(calendar.events.map((e) => e.date));
  const missing = (holidays ?? []).filter((h) => !onCalendar.has(h.date));

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('calendar.eventsTitle')}</h2>
      {failed && <p className="form-error">{t('calendar.holidaysFailed')}</p>}
      {missing.length > 0 && (
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            void editTogether(
              missing.map(
                (h): Op => ({ type: 'setCalendarEvent', date: h.date, label: h.label.slice(0, 60) }),
              ),
            )
          }
        >
          {t('calendar.addHolidays', { count: missing.length })}
        </button>
      )}
      <ul className="event-list">
        {calendar.events.map((e) => (
          <li key={e.date}>
            <span>
              {e.date} · {e.label}
            </span>
            <button
              type="button"
              className="button small secondary"
              aria-label={t('calendar.removeEvent', { label: e.label })}
              onClick={() => void edit({ type: 'setCalendarEvent', date: e.date, label: '' })}
            >
              {t('calendar.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="form-stack editor-form"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!date || !label.trim()) return;
          await edit({ type: 'setCalendarEvent', date, label: label.trim() });
          setDate('');
          setLabel('');
        }}
      >
        <label className="field">
          <span>{t('calendar.eventDate')}</span>
          <input type="date" value={date} required onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('calendar.eventLabel')}</span>
          <input value={label} maxLength={60} required onChange={(e) => setLabel(e.target.value)} />
        </label>
        <button type="submit" className="button small">
          {t('calendar.addEvent')}
        </button>
      </form>
    </div>
  );
}
