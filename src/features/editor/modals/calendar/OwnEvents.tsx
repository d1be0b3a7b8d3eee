import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorSession } from '../../state/editor-context';
import { calendarSpan } from './calendar-events';

/** The events on the calendar, each removable, and a form adding the user's own (a day of its year). */
export function OwnEvents({
  events,
  startMonth,
  day,
}: {
  events: readonly { date: string; label: string }[];
  startMonth: string;
  day: (iso: string) => string;
}) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const ownId = useId();
  const span = calendarSpan(startMonth);
  const [date, setDate] = useState('');
  const [label, setLabel] = useState('');

  return (
    <section className="form-stack" aria-labelledby={ownId}>
      <h3 id={ownId}>{t('calendar.onCalendar')}</h3>
      {events.length === 0 ? (
        <p>{t('calendar.noEvents')}</p>
      ) : (
        <ul className="event-list" aria-label={t('calendar.onCalendar')}>
          {events.map((e) => (
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
  );
}
