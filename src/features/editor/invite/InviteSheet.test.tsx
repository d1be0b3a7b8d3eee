import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../api/query-client';
import type { SessionContextValue } from '../../../auth/SessionProvider';
import { testI18n } from '../../../i18n/test-i18n';
import { InviteSheet } from './InviteSheet';

const PRINT = '0b0e6f3e-8a4b-4c1e-9d2a-3f1a2b3c4d5e';
const OWNER = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'A'.repeat(43);

let session: Partial<SessionContextValue> = {};
vi.mock('../../../auth/SessionProvider', () => ({ useSession: () => session }));

const signedIn = (uuid: string, isGuest = false) => {
  session = { status: 'authenticated', data: { user: { uuid, isGuest } } } as unknown as SessionContextValue;
};

interface Server {
  you: 'owner' | 'view' | 'copy' | 'contribute' | 'edit';
  members: { userId: string; name: string; permission: string; photosAdded: number }[];
  posted: { path: string; body: unknown }[];
  failMembers?: boolean;
  inviteError?: { status: number; code: string };
}

function fakeServer(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/webapp/api', '');
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : null;
      if (body) server.posted.push({ path, body });
      if (path === '/print/collab/members') {
        if (server.failMembers) return Response.json({ error: { code: 'INTERNAL' } }, { status: 500 });
        return Response.json({ printId: PRINT, you: server.you, members: server.members });
      }
      if (path === '/print/collab/invite') {
        const err = server.inviteError;
        if (err) return Response.json({ error: { code: err.code, message: 'no' } }, { status: err.status });
        const url = `http://localhost/webapp/collab-invite?token=${TOKEN}`;
        return Response.json(
          { token: TOKEN, url, printId: PRINT, permission: body!.permission },
          { status: 201 },
        );
      }
      if (path === '/print/collab/member-permission') {
        if (body!.permission === 'edit')
          return Response.json({ error: { code: 'ACCOUNT_NEEDED', message: 'guest' } }, { status: 403 });
        server.members = server.members.map((m) =>
          m.userId === body!.userId ? { ...m, permission: body!.permission! } : m,
        );
        return Response.json({ userId: body!.userId, permission: body!.permission });
      }
      if (path === '/print/collab/revoke') {
        server.members = server.members.filter((m) => m.userId !== body!.userId);
        return Response.json({ revoked: true });
      }
      return new Response(null, { status: 404 });
    }),
  );
}

const ownerOnly = () => [{ userId: OWNER, name: 'Ann', permission: 'owner', photosAdded: 12 }];
const withBob = () => [...ownerOnly(), { userId: BOB, name: 'Bob', permission: 'edit', photosAdded: 3 }];

async function show(server: Server) {
  fakeServer(server);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const i18n = await testI18n('en', ['collab', 'common'], { defaultNS: 'common' });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <InviteSheet titleId="t" props={{ printId: PRINT }} close={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => signedIn(OWNER));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InviteSheet', () => {
  it('makes a one-time link with the chosen permission, to copy', async () => {
    const server: Server = { you: 'owner', members: ownerOnly(), posted: [] };
    await show(server);
    expect(await screen.findByText('Only you so far.')).toBeTruthy();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });

    fireEvent.click(screen.getByRole('radio', { name: /Edit/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create invite link' }));

    const link = await screen.findByLabelText('Invite link (Edit)');
    expect((link as HTMLInputElement).value).toBe(`http://localhost/webapp/collab-invite?token=${TOKEN}`);
    expect(server.posted).toContainEqual({
      path: '/print/collab/invite',
      body: { printId: PRINT, permission: 'edit' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith((link as HTMLInputElement).value));
    // No navigator.share in jsdom: no Share button to press in vain.
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('asks a guest owner to create an account instead of making links', async () => {
    signedIn(OWNER, true);
    await show({ you: 'owner', members: ownerOnly(), posted: [] });
    const prompt = await screen.findByRole('link', { name: 'Create an account or sign in' });
    expect(prompt.getAttribute('href')).toMatch(/^\/sign-in\?callbackUrl=/);
    expect(screen.queryByRole('button', { name: 'Create invite link' })).toBeNull();
  });

  it('turns the server refusing a guest (ACCOUNT_NEEDED) into the same prompt', async () => {
    await show({
      you: 'owner',
      members: ownerOnly(),
      posted: [],
      inviteError: { status: 403, code: 'ACCOUNT_NEEDED' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByRole('link', { name: 'Create an account or sign in' })).toBeTruthy();
  });

  it('removes a member only after the confirm, and the list follows', async () => {
    const server: Server = { you: 'owner', members: withBob(), posted: [] };
    await show(server);
    const list = await screen.findByRole('list', { name: 'Who is in this book' });
    expect(within(list).getByText('Ann (you)')).toBeTruthy();
    expect(within(list).getByText(/3 photos added/)).toBeTruthy();
    expect((within(list).getByLabelText('What Bob can do') as HTMLSelectElement).value).toBe('edit');

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Bob' }));
    expect(server.posted.some((p) => p.path === '/print/collab/revoke')).toBe(false);
    const confirm = within(list).getByRole('group', { name: 'Remove Bob? They lose access at once.' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(list).queryByRole('group', { name: 'Remove Bob? They lose access at once.' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Bob' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(list).queryByText('Bob')).toBeNull());
    expect(server.posted).toContainEqual({
      path: '/print/collab/revoke',
      body: { printId: PRINT, userId: BOB },
    });
    expect(await screen.findByText('Only you so far.')).toBeTruthy();
  });

  it("changes a member's permission, and says why a guest cannot be made an editor", async () => {
    const server: Server = { you: 'owner', members: withBob(), posted: [] };
    server.members[1]!.permission = 'view';
    await show(server);
    const select = (await screen.findByLabelText('What Bob can do')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'contribute' } });
    await waitFor(() => expect(select.value).toBe('contribute'));
    expect(server.posted).toContainEqual({
      path: '/print/collab/member-permission',
      body: { printId: PRINT, userId: BOB, permission: 'contribute' },
    });
    fireEvent.change(select, { target: { value: 'edit' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bob has no account yet, and editing needs one.',
    );
    await waitFor(() => expect(select.value).toBe('contribute'));
  });

  it('shows a member the list read-only, without invite links', async () => {
    signedIn(BOB);
    await show({ you: 'edit', members: withBob(), posted: [] });
    expect(await screen.findByRole('heading', { name: 'People in this book' })).toBeTruthy();
    expect(screen.getByText('Bob (you)')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create invite link' })).toBeNull();
  });

  it('says when the members could not be loaded, with a retry', async () => {
    await show({ you: 'owner', members: [], posted: [], failMembers: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Who is in this book could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
