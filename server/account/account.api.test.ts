import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ann: TestBrowser;
let bob: TestBrowser;
const PASSWORD = 'Tr0ubadour-Horse-42';

beforeAll(async () => {
  server = await startTestServer();
  ann = new TestBrowser(server);
  await ann.signUp('ann@example.com');
  bob = new TestBrowser(server);
  await bob.signUp('bob@example.com');
});
afterAll(() => server?.stop());

const gbAddress = {
  fullName: 'Ann Example',
  line1: '1 High Street',
  city: 'London',
  postcode: 'sw1a1aa',
  countryCode: 'gb',
};

describe('profile and settings', () => {
  it('updates names, phone and currency of the signed-in user only', async () => {
    const res = await ann.json('/account/update-user', {
      firstName: 'Ann',
      lastName: 'Example',
      phoneNumber: '+44 20 7946 0000',
      currencyCode: 'EUR',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: unknown }).user).toMatchObject({
      firstName: 'Ann',
      currencyCode: 'EUR',
    });
    const bobUser = ((await (await bob.fetch('/user')).json()) as { user: { firstName: string | null } })
      .user;
    expect(bobUser.firstName).toBeNull();
    expect((await ann.json('/account/update-user', { currencyCode: 'XYZ' })).status).toBe(400);
    expect((await ann.json('/account/update-user', { phoneNumber: 'call me' })).status).toBe(400);
    const visitor = new TestBrowser(server);
    expect((await visitor.json('/account/update-user', { firstName: 'Mallory' })).status).toBe(401);
  });

  it('changes the e-mail address after checking it, with the password', async () => {
    const taken = (await (await ann.json('/account/check-email', { email: 'BOB@example.com' })).json()) as {
      available: boolean;
    };
    expect(taken.available).toBe(false);
    const free = (await (
      await ann.json('/account/check-email', { email: 'ann.new@example.com' })
    ).json()) as { available: boolean };
    expect(free.available).toBe(true);
    expect(
      (await ann.json('/account/update-email', { email: 'bob@example.com', currentPassword: PASSWORD }))
        .status,
    ).toBe(409);
    expect(
      (await ann.json('/account/update-email', { email: 'ann.new@example.com', currentPassword: 'wrong' }))
        .status,
    ).toBe(400);
    const ok = await ann.json('/account/update-email', {
      email: 'ann.new@example.com',
      currentPassword: PASSWORD,
    });
    expect(ok.status).toBe(200);
    expect((await ann.session())?.user).toMatchObject({ email: 'ann.new@example.com' });
  });

  it('changes the password, ending other sessions but handing this one a token', async () => {
    const other = new TestBrowser(server);
    await other.signIn('password', { email: 'ann.new@example.com', password: PASSWORD });
    expect(
      (await ann.json('/account/update-password', { currentPassword: PASSWORD, newPassword: 'short' }))
        .status,
    ).toBe(400);
    const res = await ann.json('/account/update-password', {
      currentPassword: PASSWORD,
      newPassword: 'Fresh-Secret-Words-9',
    });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(await other.session()).toBeNull();
    expect(await ann.signIn('password', { token })).toMatchObject({ status: 200 });
    expect((await ann.session())?.user).toMatchObject({ email: 'ann.new@example.com' });
  });

  it('lets an account without a password set one without a current password', async () => {
    const b = new TestBrowser(server);
    const { token } = (await (await b.json('/auth/guest', {})).json()) as { token: string };
    await b.signIn('guest', { token });
    // Guests have no settings: they are asked to create an account first.
    expect((await b.json('/account/update-password', { newPassword: 'Fresh-Secret-Words-9' })).status).toBe(
      403,
    );
  });

  it('stores notification preferences', async () => {
    const res = await ann.json('/account/update-notification-preferences', { offers: true });
    expect(((await res.json()) as { notificationPreferences: unknown }).notificationPreferences).toEqual({
      orderUpdates: true,
      offers: true,
      tips: false,
    });
    expect((await ann.json('/account/update-notification-preferences', { offers: 'yes' })).status).toBe(400);
  });
});

describe('address book', () => {
  it('adds, lists, edits and deletes with per-country rules', async () => {
    const created = await ann.json('/account/addresses', gbAddress);
    expect(created.status).toBe(201);
    const { address } = (await created.json()) as {
      address: { uuid: string; postcode: string; isDefault: boolean; countryCode: string };
    };
    expect(address).toMatchObject({ postcode: 'SW1A 1AA', countryCode: 'GB', isDefault: true });

    const badPostcode = await ann.json('/account/addresses', { ...gbAddress, postcode: '12345' });
    expect(badPostcode.status).toBe(400);
    expect(((await badPostcode.json()) as { error: { field: string } }).error.field).toBe('body.postcode');
    const noState = await ann.json('/account/addresses', {
      ...gbAddress,
      countryCode: 'US',
      postcode: '94105',
    });
    expect(((await noState.json()) as { error: { field: string } }).error.field).toBe('body.region');

    const second = await ann.json('/account/addresses', {
      ...gbAddress,
      countryCode: 'DE',
      postcode: '10115',
      city: 'Berlin',
      isDefault: true,
    });
    const secondUuid = ((await second.json()) as { address: { uuid: string } }).address.uuid;
    const list = (await (await ann.fetch('/account/addresses/list')).json()) as {
      addresses: Array<{ uuid: string; isDefault: boolean }>;
    };
    expect(list.addresses.map((a) => [a.uuid, a.isDefault])).toEqual([
      [secondUuid, true],
      [address.uuid, false],
    ]);

    const edited = await ann.json(
      `/account/addresses/${address.uuid}`,
      { ...gbAddress, city: 'Leeds', postcode: 'LS1 4AP' },
      'PUT',
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { address: { city: string } }).address.city).toBe('Leeds');
    expect((await ann.fetch(`/account/addresses/${address.uuid}`, { method: 'DELETE' })).status).toBe(200);
    expect((await ann.fetch(`/account/addresses/${address.uuid}`)).status).toBe(404);
  });

  it("never shows or changes another user's address", async () => {
    const created = await ann.json('/account/addresses', gbAddress);
    const { uuid } = ((await created.json()) as { address: { uuid: string } }).address;
    expect((await bob.fetch(`/account/addresses/${uuid}`)).status).toBe(404);
    expect(
      (await bob.json(`/account/addresses/${uuid}`, { ...gbAddress, city: 'Hacked' }, 'PUT')).status,
    ).toBe(404);
    expect((await bob.fetch(`/account/addresses/${uuid}`, { method: 'DELETE' })).status).toBe(404);
    const bobList = (await (await bob.fetch('/account/addresses/list')).json()) as { addresses: unknown[] };
    expect(bobList.addresses).toEqual([]);
    expect((await new TestBrowser(server).fetch('/account/addresses/list')).status).toBe(401);
    expect((await ann.fetch(`/account/addresses/${uuid}`)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('needs the delete_account confirmation and the password, then the session ends', async () => {
    const b = new TestBrowser(server);
    await b.signUp('leaving@example.com');
    expect((await b.json('/account/delete', { confirm: 'yes', currentPassword: PASSWORD })).status).toBe(400);
    expect(
      (await b.json('/account/delete', { confirm: 'delete_account', currentPassword: 'wrong' })).status,
    ).toBe(400);
    expect(
      (await b.json('/account/delete', { confirm: 'delete_account', currentPassword: PASSWORD })).status,
    ).toBe(200);
    expect(await b.session()).toBeNull();
    expect(await b.signIn('password', { email: 'leaving@example.com', password: PASSWORD })).toMatchObject({
      status: 200,
      error: 'CredentialsSignin',
    });
  });
});
