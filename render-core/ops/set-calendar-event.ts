import { z } from 'zod';
import { defineOp, OpError } from './define';

/** Calendars: puts a label on a day (birthdays, holidays); an empty label removes the day's event. */
export const setCalendarEvent = defineOp(
  'setCalendarEvent',
  z.object({
    date: z.iso.date(),
    label: z.string().max(60),
  }),
  (draft, { date, label }) => {
    if (!draft.calendar) throw new OpError('NOT_A_CALENDAR', 'only calendars have events');
    const events = draft.calendar.events;
    const at = events.findIndex((e) => e.date === date);
    if (label.trim() === '') {
      if (at >= 0) events.splice(at, 1);
      return;
    }
    if (at >= 0) events[at]!.label = label.trim();
    else events.push({ date, label: label.trim() });
    events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  },
);
