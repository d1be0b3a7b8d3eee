import { z } from 'zod';
import { calendarYears, moveTitleYears } from '../layout/calendar-title';
import { defineOp, OpError } from './define';

/** Calendars: the first month and the first day of the week. */
export const setCalendar = defineOp(
  'setCalendar',
  z.object({
    startMonth: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'months are YYYY-MM')
      .optional(),
    weekStart: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  (draft, { startMonth, weekStart }) => {
    if (!draft.calendar) throw new OpError('NOT_A_CALENDAR', 'only calendars have months');
    if (startMonth !== undefined && startMonth !== draft.calendar.startMonth) {
      // The cover's title and the document's follow the calendar's year(s).
      const months = draft.pages.length;
      const before = calendarYears(draft.calendar.startMonth, months);
      const after = calendarYears(startMonth, months);
      draft.title = moveTitleYears(draft.title, before, after);
      for (const frame of draft.cover?.frames ?? [])
        if (frame.kind === 'text' && frame.role === 'title')
          frame.text = moveTitleYears(frame.text, before, after);
      draft.calendar.startMonth = startMonth;
    }
    if (weekStart !== undefined) draft.calendar.weekStart = weekStart;
  },
);
