import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '../../../state/app-state';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import './calendar-modals.css';
import { useEditorSession } from '../state/editor-context';
import { useEditorDocument } from '../state/use-editor-document';
import { dayFormatter } from './calendar/calendar-events';
import { HolidaysSection } from './calendar/HolidaysSection';
import { OwnEvents } from './calendar/OwnEvents';
import { useHolidays } from './calendar/use-holidays';

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

/** SPEC §9 kind 23: public holidays for the user's country and region, and the user's own events. */
export function CalendarEventsModal({ titleId }: ModalContentProps) {
  const { t, i18n } = useTranslation('editor');
  const app = useSnapshot(appState);
  const calendar = useEditorDocument()?.calendar;
  const place = useHolidays(app.country, calendar?.startMonth, i18n.language.slice(0, 2));
  if (!calendar) return <h2 id={titleId}>{t('calendar.notCalendar')}</h2>;
  const day = dayFormatter(i18n.language);
  return (
    <div className="form-stack editor-form calendar-events">
      <h2 id={titleId}>{t('calendar.eventsTitle')}</h2>
      <HolidaysSection place={place} events={calendar.events} day={day} />
      <OwnEvents events={calendar.events} startMonth={calendar.startMonth} day={day} />
    </div>
  );
}
