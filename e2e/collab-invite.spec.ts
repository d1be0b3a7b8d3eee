import { devices } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { chooseMore, openEditor, printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * Inviting someone to make a book together (issue 27), on two phones: the owner makes a one-time
 * edit link, the invitee signs up from it and lands in the same design, the owner sees them in the
 * sheet and removes them, and the used link then says so. One journey, on the phone only: the
 * sheet and the page are the same on a desk.
 */
test('an owner invites an editor by link, sees them join and removes them', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone journey');
  const print = await printWithPhotos(page, info.project.name, 4);
  await openEditor(page, print.id);

  await chooseMore(page, 'Invite people');
  const sheet = page.getByRole('dialog', { name: 'Invite people' });
  await expect(sheet.getByText('Only you so far.')).toBeVisible();
  await sheet.getByRole('radio', { name: /^Edit/ }).check();
  await sheet.getByRole('button', { name: 'Create invite link' }).click();
  const link = new URL(await sheet.getByLabel('Invite link (Edit)').inputValue());
  expect(link.pathname).toBe('/webapp/collab-invite');
  await expectNoAxeViolations(page, 'the invite sheet with its link', { include: 'dialog' });

  // The invitee, on a phone of their own, not signed in: sign up from the link and come back to it.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 740 },
    baseURL,
  });
  const invitee = await phone.newPage();
  const inviteeErrors: string[] = [];
  invitee.on('pageerror', (err) => inviteeErrors.push(err.message));
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { level: 1, name: 'You are invited' })).toBeVisible();
  // The link names who invites, to which book and how, before anyone signs in.
  await expect(invitee.getByText(`Ann invited you to “${print.title}” (Edit).`)).toBeVisible();
  await expectNoAxeViolations(invitee, 'the invite page, signed out');
  await invitee.getByRole('link', { name: 'Sign in or create an account' }).click();
  await invitee.getByRole('tab', { name: 'Create account' }).click();
  await invitee.getByLabel('First name').fill('Bob');
  await invitee.getByLabel('E-mail address', { exact: true }).fill(uniqueEmail('invitee', info.project.name));
  await invitee.getByLabel('Choose a password').fill(PASSWORD);
  await invitee.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(invitee).toHaveURL(new RegExp(`/webapp/editor/${print.id}$`));
  await expect(invitee.getByRole('button', { name: 'More', exact: true })).toBeVisible();

  // Bob finds the book again without the link: My designs lists it as shared with him.
  await invitee.goto('/webapp/account/my-designs');
  const shared = invitee.getByRole('region', { name: 'Shared with you' });
  const card = shared.getByRole('listitem', { name: print.title });
  await expect(card.getByText(/^From .+ · Edit$/)).toBeVisible();
  await expectNoAxeViolations(invitee, 'My designs with a design shared with me');
  await card.getByRole('link', { name: `Open ${print.title}` }).click();
  await expect(invitee).toHaveURL(new RegExp(`/webapp/editor/${print.id}$`));

  // The owner opens the sheet again: Bob is there, an editor; removing him asks first.
  await page.keyboard.press('Escape');
  await chooseMore(page, 'Invite people');
  const members = sheet.getByRole('list', { name: 'Who is in this book' });
  await expect(members.getByText('Bob', { exact: true })).toBeVisible();
  await expect(members.getByLabel('What Bob can do')).toHaveValue('edit');
  await members.getByRole('button', { name: 'Remove Bob' }).click();
  await members.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(members.getByText('Bob', { exact: true })).toHaveCount(0);
  await expect(sheet.getByText('Only you so far.')).toBeVisible();

  // The link was used and its member removed: it leads nowhere now.
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('alert')).toHaveText(
    'This invite link has been used or is no longer valid — ask for a new one.',
  );
  await invitee.goto('/webapp/account/my-designs');
  await expect(invitee.getByText('You have no designs yet.')).toBeVisible();
  await expect(invitee.getByRole('region', { name: 'Shared with you' })).toHaveCount(0);
  expect(inviteeErrors).toEqual([]);
  await phone.close();
});
