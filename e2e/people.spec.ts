import sharp from 'sharp';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { expectNoAxeViolations } from './axe';
import { chooseMore, PRODUCT, pickFixturePhotos, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 17, people: a book with Grace Hopper on two photos (the fixture portrait, photo-32, and a
 * tighter, smaller, brighter copy of it made here, a different file) and Eileen Collins on one
 * (photo-28). The People screen finds the faces on the device, shows Hopper as the one person on
 * more than one photo, and naming her saves the name on both of her photos on the server.
 * The face model runs on software WebGL here, seconds a photo: three photos only.
 */

test('a person found on two photos is named once for both', async ({ page }, info) => {
  test.setTimeout(420_000);
  const [hopper, collins] = await pickFixturePhotos(['photos/photo-32.jpg', 'photos/photo-28.jpg']);
  const secondHopper = info.outputPath('hopper-closer.jpg');
  await sharp(hopper!.path)
    .extract({ left: 150, top: 100, width: 1450, height: 1500 })
    .resize(1100)
    .modulate({ brightness: 1.08 })
    .jpeg({ quality: 88 })
    .toFile(secondHopper);

  await signUpByApi(page, uniqueEmail('people', info.project.name));
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await page.getByLabel('Choose photos').setInputFiles([hopper!.path, collins!.path, secondHopper]);
  await expect(page.getByRole('img', { name: 'Spread 1' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
  const printId = page.url().split('/').pop()!;

  await chooseMore(page, 'Name the people');
  const dialog = page.getByRole('dialog', { name: 'People in this book' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText(/Looking for faces… \d of 3/);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('people-looking.png'), animations: 'disabled' });

  const found = dialog.getByRole('list', { name: 'People found' });
  await expect(found).toBeVisible({ timeout: 300_000 });
  // Collins is on one photo only: Hopper is the one person to name.
  await expect(found.getByRole('listitem')).toHaveCount(1);
  const person = found.getByRole('listitem', { name: 'Person 1, on 2 photos' });
  await expect(person.getByRole('img', { name: 'Face of person 1' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('people-found.png'), animations: 'disabled' });
  await expectNoAxeViolations(page, 'with the People screen open');

  // The keyboard reaches the name field and saves with Enter.
  await person.getByLabel('Who is this?').fill('Grace Hopper');
  await person.getByLabel('Who is this?').press('Enter');
  await expect(person.getByRole('button', { name: 'Remove Grace Hopper' })).toBeVisible();
  await expect(person.getByText('On 2 photos')).toBeVisible();
  await page.screenshot({ path: info.outputPath('people-named.png'), animations: 'disabled' });

  // The server has the name on both of Hopper's photos and not on Collins's (the square one).
  const photos = (await serverPrint(page, printId)).document.photos;
  expect(photos).toHaveLength(3);
  const collinsId = photos.find((p) => p.width === p.height)!.id;
  const hopperIds = photos.map((p) => p.id).filter((id) => id !== collinsId);
  const list = await page.request.get('/webapp/api/people/list');
  expect(list.ok()).toBe(true);
  const { people } = (await list.json()) as { people: { name: string; photoIds: string[] }[] };
  expect(people).toHaveLength(1);
  expect(people[0]!.name).toBe('Grace Hopper');
  expect([...people[0]!.photoIds].sort()).toEqual([...hopperIds].sort());

  // Caption ideas use the name: Suggest captions opens on the page shown, the first inner page,
  // which shows Hopper. (The cover keeps the first draft's photo, Collins's: the analysis no longer
  // changes it after the book opened, it only offers a tidy-up.)
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const first = (await serverPrint(page, printId)).document.pages[0]!;
  expect(first.frames.some((f) => f.kind === 'photo' && hopperIds.includes(f.photoId ?? ''))).toBe(true);
  await page
    .getByRole('navigation', { name: 'Spreads' })
    .getByRole('button', { name: 'Spread 1', exact: true })
    .click();
  await chooseMore(page, 'Suggest captions');
  const captions = page.getByRole('dialog', { name: 'Caption ideas' });
  const ideas = captions.getByRole('list').getByRole('textbox');
  const ideasText = async () =>
    (await ideas.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).join(' | ');
  await expect.poll(ideasText, { timeout: 30_000 }).toContain('Grace Hopper');

  // Opened from the caption ideas, the named person shows with their name.
  await captions.getByRole('button', { name: 'Name the people' }).click();
  await expect(dialog.getByRole('listitem', { name: 'Person 1, on 2 photos' })).toBeVisible({
    timeout: 300_000,
  });
  await expect(person.getByRole('img', { name: 'Grace Hopper' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('people-again.png'), animations: 'disabled' });

  // Removing the name takes it off both photos, and the caption ideas below ask again without it.
  await person.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await expect(person.getByLabel('Who is this?')).toBeVisible();
  const after = (await (await page.request.get('/webapp/api/people/list')).json()) as { people: unknown[] };
  expect(after.people).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The ideas are made again without the name.
  await expect.poll(ideasText, { timeout: 30_000 }).not.toContain('Grace Hopper');
  await page.screenshot({ path: info.outputPath('captions-after.png'), animations: 'disabled' });
});
