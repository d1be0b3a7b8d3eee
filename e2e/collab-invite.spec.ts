import { devices } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { typeNewCaption } from './caption-helpers';
import { chooseMore, frames, openEditor, printWithPhotos, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });
const caption = (page: Page, words: string) => frames(page).getByRole('button', { name: `Text: ${words}` });
const show = async (page: Page, spread: string) => {
  // A thumbnail's name also says who else is there ("Spread 2 Ann is here").
  const thumb = page
    .getByRole('navigation', { name: 'Spreads' })
    .getByRole('button', { name: new RegExp(`^${spread}(?![0-9])`) });
  await thumb.click();
  await expect(thumb).toHaveAttribute('aria-current', 'page');
};
const textsOnServer = async (page: Page, id: string) =>
  (await serverPrint(page, id)).document.pages.flatMap((p) =>
    p.frames.flatMap((f) => (f.kind === 'text' ? [f.text] : [])),
  );

/**
 * Inviting someone to make a book together (issue 27), on two phones: the owner makes a one-time
 * edit link, the invitee signs up from it and lands in the same design, the owner sees them in the
 * sheet and removes them, and the used link then says so. Sharing turns the owner's open editor
 * live without losing its history: a caption written before sharing is undone after it, and the
 * invitee sees it go. One journey, on the phone only: the sheet and the page are the same on a desk.
 */
test('an owner invites an editor by link, sees them join and removes them', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone journey');
  const print = await printWithPhotos(page, info.project.name, 4);
  await openEditor(page, print.id);
  // Before sharing: a design of one, saved whole. This caption is an undo step of the owner's.
  await show(page, 'Spread 2');
  await typeNewCaption(page, 'Written before sharing');
  await expect(saved(page)).toBeVisible();

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
  await show(invitee, 'Spread 2');
  await expect(caption(invitee, 'Written before sharing')).toBeVisible();

  // The owner's editor went live when the link was made, and kept its history: Undo takes back the
  // caption written before sharing, on the owner's phone, on the server and on Bob's phone.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(caption(page, 'Written before sharing')).toHaveCount(0);
  await expect(caption(invitee, 'Written before sharing')).toHaveCount(0);
  await expect.poll(() => textsOnServer(page, print.id)).not.toContain('Written before sharing');
  await expect(saved(page)).toBeVisible();

  // The owner opens the sheet again: Bob is there, an editor; removing him asks first.
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
