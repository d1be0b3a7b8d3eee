import { signUpByApi, uniqueEmail } from './auth-helpers';
import { chooseMore, PRODUCT, pickFixturePhotos } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * The face model loads once an editor session: the draft's analysis loads it in the analysis
 * worker, and the People screen asks that same worker, so neither Human's bundle nor the detector's
 * model is fetched a second time. (The People screen adds the descriptor model, once.) The detector
 * runs on TensorFlow.js's WebAssembly backend, its binary from our own build: nothing is fetched
 * from anywhere but this server.
 */
test('the People screen reuses the face model the draft’s analysis loaded', async ({ page }, info) => {
  test.setTimeout(420_000);
  const fetched = new Map<string, number>();
  const kinds: [string, RegExp][] = [
    ['human bundle', /\/human\.esm-[^/]*\.js$/],
    ['detector model', /\/human-blazeface-[^/]*\.json$/],
    ['detector weights', /\/human-blazeface-[^/]*\.bin$/],
    ['descriptor model', /\/human-faceres-[^/]*\.json$/],
    ['detector runtime (WebAssembly)', /\/assets\/tfjs-wasm-[^/]+\/tfjs-backend-wasm[^/]*\.wasm$/],
  ];
  const offsite: string[] = [];
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (protocol.startsWith('http') && hostname !== 'localhost') offsite.push(request.url());
    for (const [kind, pattern] of kinds)
      if (pattern.test(new URL(request.url()).pathname)) fetched.set(kind, (fetched.get(kind) ?? 0) + 1);
  });

  const [hopper, collins] = await pickFixturePhotos(['photos/photo-32.jpg', 'photos/photo-28.jpg']);
  await signUpByApi(page, uniqueEmail('people-once', info.project.name));
  await page.goto(`/webapp/new-print/uploader?product=${PRODUCT}`);
  await page.getByLabel('Choose photos').setInputFiles([hopper!.path, collins!.path]);
  await expect(page.getByRole('img', { name: 'Spread 1' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);

  // The draft's analysis looks for faces after the first spread: the detector loads for it.
  await expect.poll(() => fetched.get('detector weights') ?? 0, { timeout: 120_000 }).toBe(1);
  expect(fetched.get('human bundle')).toBe(1);
  expect(fetched.get('detector runtime (WebAssembly)')).toBe(1);

  await chooseMore(page, 'Name the people');
  const dialog = page.getByRole('dialog', { name: 'People in this book' });
  await expect(dialog).toBeVisible();
  // Each is on one photo: no one to name, but both photos were looked at with the model.
  await expect(dialog.getByText('No people found on more than one photo')).toBeVisible({ timeout: 300_000 });
  expect(Object.fromEntries(fetched)).toEqual({
    'human bundle': 1,
    'detector model': 1,
    'detector weights': 1,
    'descriptor model': 1,
    'detector runtime (WebAssembly)': 1,
  });
  expect(offsite).toEqual([]);
});
