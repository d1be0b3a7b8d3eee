/** One month as weeks of day numbers (null pads the days of other months). */
export function monthGrid(year: number, month: number, weekStart: 0 | 1): (number | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first - weekStart + 7) % 7;
  const cells: (number | null)[] = [...new Array<null>(lead).fill(null)];
  for (let d = 1; d <= days; d++) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The year and month (1-12) of the calendar's page `index` counted from its start month. */
export function monthAt(startMonth: string, index: number): { year: number; month: number } {
  const [y, m] = startMonth.split('-').map(Number) as [number, number];
  const zeroBased = m - 1 + index;
  return { year: y + Math.floor(zeroBased / 12), month: (zeroBased % 12) + 1 };
}

/** Short weekday names in the locale, in the calendar's week order. */
export function weekdayNames(locale: string, weekStart: 0 | 1): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    format.format(new Date(Date.UTC(2023, 0, 1 + ((i + weekStart) % 7)))),
  );
}

export function monthTitle(locale: string, year: number, month: number): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
