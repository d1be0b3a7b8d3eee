import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SessionContextValue } from '../../auth/SessionProvider';
import { testI18n } from '../../i18n/test-i18n';
import { KeysRemovedNotice } from './KeysRemovedNotice';

let session: Partial<SessionContextValue> = {};
vi.mock('../../auth/SessionProvider', () => ({ useSession: () => session }));

const TITLE = 'A password was removed from your account';

async function show(user: Record<string, unknown> | null, update = vi.fn(async () => null)) {
  session = {
    status: user ? 'authenticated' : 'unauthenticated',
    data: user ? ({ user } as unknown as SessionContextValue['data']) : null,
    update,
  };
  const i18n = await testI18n('en', ['claim', 'common'], { defaultNS: 'common' });
  render(
    <I18nextProvider i18n={i18n}>
      <Router hook={memoryLocation({ path: '/account' }).hook}>
        <KeysRemovedNotice />
      </Router>
    </I18nextProvider>,
  );
  return update;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('KeysRemovedNotice', () => {
  it('says nothing to an account whose proof removed nothing, or to a visitor', async () => {
    await show({ uuid: 'u-1', isGuest: false });
    await show(null);
    expect(screen.queryByRole('region', { name: TITLE })).toBeNull();
  });

  it('tells the owner, links to the settings, and goes once dismissed', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return Response.json({
          user: {
            uuid: 'u-2',
            email: 'ann@example.com',
            firstName: null,
            lastName: null,
            phoneNumber: null,
            currencyCode: 'GBP',
            hasPassword: false,
            memberSince: '2026-12-01T00:00:00Z',
            isGuest: false,
            role: 'customer',
          },
        });
      }),
    );
    const update = await show({ uuid: 'u-2', isGuest: false, unprovedKeysRemovedAt: '2026-12-02T03:00:00Z' });
    const notice = await screen.findByRole('region', { name: TITLE });
    expect(notice.textContent).toContain('signed out every other device');
    expect(screen.getByRole('link', { name: 'Open account settings' }).getAttribute('href')).toBe(
      '/account/settings',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(calls).toEqual([expect.stringMatching(/^DELETE .*\/user\/keys-notice$/)]);
  });
});
