import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, invite, join, readPrint, sendOps, setBackground } from './collab.test-helper';

let server: TestServer;
let owner: TestBrowser;
let friend: TestBrowser;
let stranger: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  friend = new TestBrowser(server);
  stranger = new TestBrowser(server);
  expect((await owner.signUp('owner.collab@example.test')).error).toBeNull();
  expect((await friend.signUp('friend.collab@example.test')).error).toBeNull();
  expect((await stranger.signUp('stranger.collab@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

async function guest() {
  const browser = new TestBrowser(server);
  const { token } = (await (await browser.json('/auth/guest', {})).json()) as { token: string };
  expect(await browser.signIn('guest', { token })).toMatchObject({ status: 200, error: null });
  return browser;
}

describe('members and invites', () => {
  it('lets an invited editor open the design while a stranger still gets 404', async () => {
    const print = await createPrint(owner);
    expect((await stranger.fetch(`/print/${print.id}`)).status).toBe(404);
    // A design of one is not shared: its editor saves whole documents.
    expect((await (await owner.fetch(`/print/${print.id}`)).json()).collab).toEqual({
      access: 'owner',
      shared: false,
    });
    await join(owner, friend, print.id, 'edit');
    const opened = await friend.fetch(`/print/${print.id}`);
    expect(opened.status).toBe(200);
    // Both editors now open it live, each knowing what they may do.
    expect((await opened.json()).collab).toEqual({ access: 'edit', shared: true });
    expect((await (await owner.fetch(`/print/${print.id}`)).json()).collab).toEqual({
      access: 'owner',
      shared: true,
    });
    expect((await stranger.fetch(`/print/${print.id}`)).status).toBe(404);
    const members = (await (await owner.fetch(`/print/collab/members?printId=${print.id}`)).json()) as {
      you: string;
      members: { permission: string; name: string; photosAdded: number }[];
    };
    expect(members.you).toBe('owner');
    expect(members.members.map((m) => m.permission)).toEqual(['owner', 'edit']);
    expect(members.members[1]).toMatchObject({ name: 'friend.collab', photosAdded: 0 });
  });

  it('uses an invite once, so a revoked member cannot come back through it', async () => {
    const print = await createPrint(owner);
    const token = await invite(owner, print.id, 'view');
    expect((await friend.json('/print/collab/accept', { token })).status).toBe(200);
    expect((await friend.json('/print/collab/accept', { token })).status).toBe(200);
    expect((await stranger.json('/print/collab/accept', { token })).status).toBe(404);
    const revoke = await owner.json('/print/collab/revoke', {
      printId: print.id,
      userId: await uuidOf(friend),
    });
    expect(await revoke.json()).toEqual({ revoked: true });
    // The used link leads nowhere now.
    expect((await friend.json('/print/collab/accept', { token })).status).toBe(404);
    // Removed, and told so (issue 54): their device forgets its copy; a stranger still sees nothing.
    const removed = await friend.fetch(`/print/${print.id}`);
    expect(removed.status).toBe(403);
    expect(((await removed.json()) as { error: { code: string } }).error.code).toBe('REMOVED');
    expect((await stranger.fetch(`/print/${print.id}`)).status).toBe(404);
    const ops = await sendOps(friend, print.id, [setBackground(print.document.pages[0]!.id, '#123456')]);
    expect(((await ops.json()) as { error: { code: string } }).error.code).toBe('REMOVED');
    const stream = await friend.fetch(`/print/collab/stream?printId=${print.id}`);
    expect(stream.status).toBe(403);
  });

  it('lets a removed member back in by a new invite', async () => {
    const print = await createPrint(owner);
    await join(owner, friend, print.id, 'edit');
    await owner.json('/print/collab/revoke', { printId: print.id, userId: await uuidOf(friend) });
    expect((await friend.fetch(`/print/${print.id}`)).status).toBe(403);
    await join(owner, friend, print.id, 'view');
    expect((await friend.fetch(`/print/${print.id}`)).status).toBe(200);
  });

  it('refuses a guest owner’s invite and a guest’s edit invite with ACCOUNT_NEEDED', async () => {
    const guestOwner = await guest();
    const print = await createPrint(guestOwner);
    const res = await guestOwner.json('/print/collab/invite', { printId: print.id, permission: 'view' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_NEEDED');

    const mine = await createPrint(owner);
    const guestFriend = await guest();
    const editToken = await invite(owner, mine.id, 'edit');
    const refused = await guestFriend.json('/print/collab/accept', { token: editToken });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_NEEDED');
    // The invite is still there for someone with an account.
    expect((await friend.json('/print/collab/accept', { token: editToken })).status).toBe(200);
    await join(owner, guestFriend, mine.id, 'contribute');
    expect((await guestFriend.fetch(`/print/${mine.id}`)).status).toBe(200);
  });

  it('lets only the owner invite, change permissions and revoke', async () => {
    const print = await createPrint(owner);
    await join(owner, friend, print.id, 'edit');
    const asMember = await friend.json('/print/collab/invite', { printId: print.id, permission: 'view' });
    expect(asMember.status).toBe(403);
    const asStranger = await stranger.json('/print/collab/invite', { printId: print.id, permission: 'view' });
    expect(asStranger.status).toBe(404);
    const lowered = await owner.json('/print/collab/member-permission', {
      printId: print.id,
      userId: await uuidOf(friend),
      permission: 'view',
    });
    expect(lowered.status).toBe(200);
    const page = (await readPrint(owner, print.id)).document.pages[0]!;
    expect((await sendOps(friend, print.id, [setBackground(page.id, '#112233')])).status).toBe(403);
  });

  it('names the owner, the design and the permission of an open invite, to anyone with its link', async () => {
    const print = await createPrint(owner);
    const token = await invite(owner, print.id, 'edit');
    const visitor = new TestBrowser(server);
    const preview = async () => visitor.fetch(`/print/collab/invite?token=${token}`);
    const me = await owner.user();
    expect(await (await preview()).json()).toEqual({
      ownerName: [me.firstName, me.lastName].filter(Boolean).join(' ') || 'owner.collab',
      title: 'Our trip',
      permission: 'edit',
    });
    expect((await friend.json('/print/collab/accept', { token })).status).toBe(200);
    expect((await preview()).status).toBe(404);
    expect((await visitor.fetch('/print/collab/invite?token=not-a-token')).status).toBe(400);
  });

  it('lists the designs shared with me, with my permission and the owner, until I am removed', async () => {
    const print = await createPrint(owner);
    await join(owner, friend, print.id, 'contribute');
    const shared = async (browser: TestBrowser) =>
      ((await (await browser.fetch('/print/collab/shared')).json()) as { designs: Record<string, unknown>[] })
        .designs;
    const mine = (await shared(friend)).find((d) => d.id === print.id);
    const me = await owner.user();
    expect(mine).toMatchObject({ title: 'Our trip', permission: 'contribute', kind: 'book' });
    expect(mine?.ownerName).toBe([me.firstName, me.lastName].filter(Boolean).join(' ') || 'owner.collab');
    expect((await shared(stranger)).some((d) => d.id === print.id)).toBe(false);
    // The owner's own designs are in their list, not in "shared with me".
    expect((await shared(owner)).some((d) => d.id === print.id)).toBe(false);
    const userId = await uuidOf(friend);
    expect((await owner.json('/print/collab/revoke', { printId: print.id, userId })).status).toBe(200);
    expect((await shared(friend)).some((d) => d.id === print.id)).toBe(false);
    expect((await new TestBrowser(server).fetch('/print/collab/shared')).status).toBe(401);
  });
});

const uuidOf = async (browser: TestBrowser) => (await browser.user()).uuid;
