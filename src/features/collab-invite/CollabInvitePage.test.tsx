import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client';
import type { SessionContextValue } from '../../auth/SessionProvider';
import { testI18n } from '../../i18n/test-i18n';
import CollabInvitePage, { afterAccept } from './CollabInvitePage';

const PRINT = '0b0e6f3e-8a4b-4c1e-9d2a-3f1a2b3c4d5e';
const USER = '22222222-2222-4222-8222-222222222222';
const TOKEN = 'b'.repeat(43);

let session: Partial<SessionContextValue> = {};
vi.mock('../../auth/SessionProvider', () => ({ useSession: () => session }));

/** The accept route answering `answer` (a status and body), counting the calls. */
function fakeAccept(status: number, body: unknown) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/print/collab/accept')) return new Response(null, { status: 404 });
      calls.push(JSON.parse(String(init?.body)));
      return Response.json(body, { status });
    }),
  );
  return calls;
}

async function show(path: string, signedIn: boolean) {
  session = signedIn
    ? ({
        status: 'authenticated',
        data: { user: { uuid: USER, isGuest: false } },
      } as unknown as SessionContextValue)
    : { status: 'unauthenticated', data: null };
  const memory = memoryLocation({ path, record: true });
  const i18n = await testI18n('en', ['collab', 'common'], { defaultNS: 'common' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <CollabInvitePage />
        </Router>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return memory;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CollabInvitePage', () => {
  it('asks someone not signed in to sign in, coming back to this link, and accepts nothing yet', async () => {
    const calls = fakeAccept(200, { printId: PRINT, permission: 'edit' });
    await show(`/collab-invite?token=${TOKEN}`, false);
    const link = screen.getByRole('link', { name: 'Sign in or create an account' });
    const back = new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('callbackUrl');
    expect(back).toContain(`token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'You are invited' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('names who invites, to which book and how, before signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/print/collab/invite?token=')
          ? Response.json({ ownerName: 'Ann', title: 'Summer by the sea', permission: 'contribute' })
          : new Response(null, { status: 404 }),
      ),
    );
    await show(`/collab-invite?token=${TOKEN}`, false);
    expect(await screen.findByText('Ann invited you to “Summer by the sea” (Add photos).')).toBeTruthy();
  });

  it('says "someone" while a used link cannot be previewed', async () => {
    fakeAccept(200, {});
    await show(`/collab-invite?token=${TOKEN}`, false);
    expect(await screen.findByText('Someone invited you to make a photo book with them.')).toBeTruthy();
  });

  it('accepts once for a signed-in person and opens the editor', async () => {
    const calls = fakeAccept(200, { printId: PRINT, permission: 'edit' });
    const memory = await show(`/collab-invite?token=${TOKEN}`, true);
    await waitFor(() => expect(memory.history?.at(-1)).toBe(`/editor/${PRINT}`));
    expect(calls).toEqual([{ token: TOKEN }]);
  });

  it('says a used or unknown link is no longer valid', async () => {
    fakeAccept(404, { error: { code: 'NOT_FOUND', message: 'The invite was not found' } });
    await show(`/collab-invite?token=${TOKEN}`, true);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invite link has been used or is no longer valid — ask for a new one.',
    );
  });

  it('says so for a link without a token, without asking the server', async () => {
    const calls = fakeAccept(200, {});
    await show('/collab-invite?token=nope', true);
    expect(screen.getByRole('alert').textContent).toContain('has been used or is no longer valid');
    expect(calls).toEqual([]);
  });

  it('asks a guest invited to edit to sign in or create an account', async () => {
    fakeAccept(403, { error: { code: 'ACCOUNT_NEEDED', message: 'Sign in' } });
    await show(`/collab-invite?token=${TOKEN}`, true);
    expect(await screen.findByText(/This invite lets you edit, which needs an account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in or create an account' })).toBeTruthy();
  });

  it('sends a contributor to the page for their photos, the others to the editor', () => {
    expect(afterAccept(PRINT, 'contribute')).toBe(`/contribute/${PRINT}`);
    for (const p of ['view', 'copy', 'edit'] as const) expect(afterAccept(PRINT, p)).toBe(`/editor/${PRINT}`);
  });
});
