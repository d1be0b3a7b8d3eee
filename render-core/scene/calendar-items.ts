import type { CalendarSettings } from '../model/document';
import type { Theme } from '../model/theme';
import { monthAt, monthGrid, monthTitle, weekdayNames } from './calendar-grid';
import type { DrawItem } from './draw-list';

/** Where the month grid sits: below the photo band of the calendar-month template. */
const GRID_TOP = 0.6;

/** The month title, weekday row, day numbers and event labels of calendar page `index`. */
export function calendarItems(
  settings: CalendarSettings,
  index: number,
  trim: { width: number; height: number },
  safeMargin: number,
  theme: Theme,
  locale: string,
): DrawItem[] {
  const { year, month } = monthAt(settings.startMonth, index);
  const weeks = monthGrid(year, month, settings.weekStart);
  const left = safeMargin;
  const width = trim.width - 2 * safeMargin;
  const top = trim.height * GRID_TOP;
  const height = trim.height - safeMargin - top;
  const titleHeight = height * 0.16;
  const rowHeight = (height - titleHeight) / (weeks.length + 1);
  const cellWidth = width / 7;
  // Text sizes follow the cell height: mm to pt is x 2.835.
  const daySize = Math.max(5, rowHeight * 2.835 * 0.45);
  const items: DrawItem[] = [];
  const text = (
    x: number,
    y: number,
    w: number,
    h: number,
    value: string,
    size: number,
    color = theme.textColor,
  ) =>
    items.push({
      kind: 'text',
      box: { x, y, width: w, height: h },
      text: value,
      font: theme.titleFont,
      size,
      color,
      align: 'center',
      lineHeight: 1.1,
    });
  text(
    left,
    top,
    width,
    titleHeight,
    monthTitle(locale, year, month),
    Math.max(8, titleHeight * 2.835 * 0.6),
  );
  weekdayNames(locale, settings.weekStart).forEach((name, i) => {
    text(left + i * cellWidth, top + titleHeight, cellWidth, rowHeight, name, daySize * 0.8);
  });
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  const events = new Map(
    settings.events.filter((e) => e.date.startsWith(monthKey)).map((e) => [Number(e.date.slice(8)), e.label]),
  );
  weeks.forEach((week, w) => {
    week.forEach((day, d) => {
      if (day === null) return;
      const x = left + d * cellWidth;
      const y = top + titleHeight + (w + 1) * rowHeight;
      text(x, y, cellWidth, rowHeight * 0.6, String(day), daySize);
      const label = events.get(day);
      if (label) text(x, y + rowHeight * 0.6, cellWidth, rowHeight * 0.4, label, Math.max(4, daySize * 0.45));
    });
  });
  return items;
}
