import { CALENDAR, calendarWithPhotos } from './calendar-helpers';
import { chooseMore, openEditor, savedStatus, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * The calendar modals of issue 7 on a wall calendar: the start month, the week's first day, public
 * holidays for a chosen country and region, and the user's own events, each checked in the server's
 * document and on the calendar page the canvas shows.
 */
test('start month, calendar settings, holidays by country and region, and an own event', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const print = await calendarWithPhotos(page, info.project.name, '2027-01');
  expect(print.document.product.code).toBe(CALENDAR);
  await openEditor(page, print.id);
  const calendar = async () => (await serverPrint(page, print.id)).document.calendar;
  const months = page.getByRole('list', { name: 'Months on this spread' });

  // The first spread after the cover shows the first two months.
  await page.getByRole('button', { name: 'Next spread' }).click();
  await expect(months.getByRole('listitem')).toHaveText(['January 2027', 'February 2027']);

  // Start month: the calendar now starts in March.
  await chooseMore(page, 'Start month');
  const start = page.getByRole('dialog', { name: 'Start the calendar from' });
  await expect(start.getByLabel('First month')).toHaveValue('2027-01');
  await start.getByLabel('First month').fill('2027-03');
  await start.getByRole('button', { name: 'Save' }).click();
  await expect(start).toBeHidden();
  await expect.poll(async () => (await calendar())?.startMonth).toBe('2027-03');
  await expect(months.getByRole('listitem')).toHaveText(['March 2027', 'April 2027']);

  // Calendar settings: weeks start on Sunday.
  await chooseMore(page, 'Calendar settings');
  const settings = page.getByRole('dialog', { name: 'Calendar settings' });
  await expect(settings.getByLabel('Monday')).toBeChecked();
  await settings.getByLabel('Sunday').check();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(async () => (await calendar())?.weekStart).toBe(0);

  // Events: public holidays for the user's country (GB, England by default), then Scotland.
  await chooseMore(page, 'Events');
  const events = page.getByRole('dialog', { name: 'Calendar events' });
  const holidays = events.getByRole('list', { name: 'Public holidays in these months' });
  await expect(events.getByLabel('Country')).toHaveValue('GB');
  await expect(events.getByLabel('Region')).toHaveValue('ENG');
  await expect(holidays).toContainText('Good Friday');
  await expect(holidays).toContainText('Summer bank holiday');
  await expect(holidays).not.toContainText('St Andrew’s Day');
  await events.getByLabel('Region').selectOption({ label: 'Scotland' });
  await expect(holidays).toContainText('St Andrew’s Day');
  await expect(holidays.getByRole('listitem').filter({ hasText: 'St Andrew’s Day' })).toContainText(
    '30 Nov 2027',
  );
  // What the modal looks like at this size, kept in the test's output folder.
  await page.screenshot({ path: info.outputPath('calendar-events.png'), animations: 'disabled' });

  // Germany: the whole country's holidays; Bayern (Bavaria) adds Corpus Christi.
  await events.getByLabel('Country').selectOption({ label: 'Germany' });
  await expect(holidays).toContainText('National Holiday');
  await expect(holidays).not.toContainText('St Andrew’s Day');
  await expect(holidays).not.toContainText('Corpus Christi');
  await expect(events.getByLabel('Region')).toHaveValue('');
  await events.getByLabel('Region').selectOption({ label: 'Bayern' });
  await expect(holidays).toContainText('Corpus Christi');

  // Adding them puts every one of them on the calendar, once.
  const count = await holidays.getByRole('listitem').count();
  expect(count).toBeGreaterThan(5);
  await events.getByRole('button', { name: /^Add \d+ public holidays$/ }).click();
  await expect(
    events.getByRole('button', { name: 'All public holidays are on the calendar' }),
  ).toBeDisabled();
  await expect.poll(async () => (await calendar())?.events.length).toBeGreaterThan(5);
  expect((await calendar())?.events).toContainEqual({ date: '2027-05-27', label: 'Corpus Christi' });

  // An own event: a birthday in March ends up in the document and on March's page.
  await events.getByLabel('Date').fill('2027-03-14');
  await events.getByLabel('Event', { exact: true }).fill('Anna’s birthday');
  await events.getByRole('button', { name: 'Add event' }).click();
  await expect(events.getByLabel('Event', { exact: true })).toHaveValue('');
  await events.getByRole('button', { name: 'Add event' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('calendar-events-own.png'), animations: 'disabled' });
  const onCalendar = events.getByRole('list', { name: 'On your calendar' });
  await expect(onCalendar.getByRole('listitem').filter({ hasText: 'Anna’s birthday' })).toContainText(
    '14 Mar 2027',
  );
  await expect
    .poll(async () => (await calendar())?.events)
    .toContainEqual({ date: '2027-03-14', label: 'Anna’s birthday' });
  await events.getByRole('button', { name: 'Close' }).click();
  await expect(events).toBeHidden();
  await expect(page.getByRole('list', { name: 'Events in March 2027' })).toContainText(
    'Anna’s birthday on 14 March',
  );
  await expect(page.getByRole('list', { name: 'Events in March 2027' })).toContainText(
    'Good Friday on 26 March',
  );

  // Removing it takes it off the document and the page again; the holidays stay.
  await chooseMore(page, 'Events');
  await events.getByRole('button', { name: 'Remove Anna’s birthday' }).click();
  await expect(onCalendar).not.toContainText('Anna’s birthday');
  await expect
    .poll(async () => (await calendar())?.events.some((e) => e.label === 'Anna’s birthday'))
    .toBe(false);
  expect((await calendar())?.events).toContainEqual({ date: '2027-05-27', label: 'Corpus Christi' });
  await events.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('list', { name: 'Events in March 2027' })).not.toContainText('Anna’s birthday');
  await expect(savedStatus(page)).toBeVisible();

  // After a reload the calendar is the same.
  await page.reload();
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Next spread' }).click();
  await expect(months.getByRole('listitem').first()).toContainText('March 2027');
});
