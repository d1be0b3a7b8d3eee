import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Presence } from '../../../../contract/api/collab';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { testI18n } from '../../../i18n/test-i18n';
import { EditorBar } from '../shell/EditorBar';
import { FIRST_CONNECT_GRACE_MS } from './PresenceRow';
import { EditorSessionProvider } from '../state/editor-context';
import { memoryWorld } from '../state/in-memory-deps';
import { EditorSession } from '../state/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sessions: EditorSession[] = [];
afterEach(() => {
  cleanup();
  for (const s of sessions.splice(0)) s.dispose();
});

// Far ahead of any test run: these entries are alive; expiry is judged by presence-view's tests.
const LATER = '2999-01-01T00:00:00.000Z';

function person(name: string, pageId: string | null, colour = '#1f3a5f'): Presence {
  return {
    clientId: `${name}-tab`,
    userId: `${name}-id`,
    name,
    colour,
    pageId,
    selection: [],
    expiresAt: LATER,
  };
}

async function openBar(locale = 'en') {
  const i18n = await testI18n(locale, ['editor-shell', 'editor']);
  const document = sampleBook(30);
  const session = new EditorSession('print-1', memoryWorld().deps);
  sessions.push(session);
  session.start({ document, baseRevision: 1, dirty: false });
  const noop = () => {};
  render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <EditorBar title="Trip" canUndo={false} canRedo={false} onUndo={noop} onRedo={noop} onOrder={noop} />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  const others = (list: Presence[], link: Partial<{ live: boolean; connected: boolean }> = {}) =>
    // valtio tells its readers in a microtask: the async act waits for it.
    act(async () => {
      Object.assign(session.ui.collab, { live: true, connected: true, ...link, presence: list });
    });
  return { session, document, others };
}

describe('the presence row in the editor bar', () => {
  it('is not there while nobody else is in the design', async () => {
    await openBar();
    expect(screen.queryByRole('list', { name: 'People in this design' })).toBeNull();
  });

  it('names each person and where they are, and a tap shows that page', async () => {
    const { session, document, others } = await openBar();
    await others([person('Ana', document.pages[3]!.id), person('Ben', document.cover!.id)]);
    const row = screen.getByRole('list', { name: 'People in this design' });
    const ana = within(row).getByRole('button', { name: 'Ana — on page 4' });
    within(row).getByRole('button', { name: 'Ben — on the cover' });
    expect(ana.textContent).toBe('A');
    expect(session.ui.spread).toBe(0);
    act(() => fireEvent.click(ana));
    // Spread 0 is the cover sheet; pages 3 and 4 are spread 2.
    expect(session.ui.spread).toBe(2);
    expect(session.ui.focusPageId).toBe(document.pages[3]!.id);
  });

  it('writes the initials in black or white, whichever reads on the person’s colour', async () => {
    const { others } = await openBar();
    await others([person('Ana Lima', null, '#ffd54f'), person('Ben', null, '#1f3a5f')]);
    const ana = screen.getByRole('button', { name: 'Ana Lima — in this design' });
    expect(ana.textContent).toBe('AL');
    expect(ana.style.color).toBe('rgb(0, 0, 0)');
    expect(screen.getByRole('button', { name: /^Ben/ }).style.color).toBe('rgb(255, 255, 255)');
  });

  it('shows three people and counts the others, one avatar per person however many tabs', async () => {
    const { others } = await openBar();
    const ana2 = { ...person('Ana', null), clientId: 'Ana-phone' };
    await others([
      person('Ana', null),
      ana2,
      person('Ben', null),
      person('Cy', null),
      person('Di', null),
      person('Ed', null),
    ]);
    const row = screen.getByRole('list', { name: 'People in this design' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Ana — in this design', 'Ben — in this design', 'Cy — in this design']);
    expect(within(row).getByText('and 2 more people here')).toBeTruthy();
  });

  it('leaves out someone whose presence has expired', async () => {
    const { others } = await openBar();
    await others([person('Ana', null), { ...person('Gone', null), expiresAt: '2000-01-01T00:00:00.000Z' }]);
    expect(screen.getByRole('button', { name: /^Ana/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Gone/ })).toBeNull();
  });

  it('says it is reconnecting while a live design’s link is down, in German too', async () => {
    const { others } = await openBar('de-de');
    await others([], { connected: true });
    expect(screen.queryByText('Verbindung wird wiederhergestellt…')).toBeNull();
    await others([person('Ana', null)], { connected: false });
    // Read out from a polite live region (the dot's own words are for the eye).
    const said = screen.getAllByText('Verbindung wird wiederhergestellt…');
    expect(said.filter((el) => el.getAttribute('aria-live') === 'polite')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ana — in diesem Design' })).toBeTruthy();
  });

  it('does not say so while a shared design opens and connects the first time, only if that takes long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { others } = await openBar();
      await others([], { connected: false });
      expect(screen.queryAllByText('Reconnecting…')).toHaveLength(0);
      await act(async () => {
        vi.advanceTimersByTime(FIRST_CONNECT_GRACE_MS + 10);
      });
      expect(screen.getAllByText('Reconnecting…').length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
