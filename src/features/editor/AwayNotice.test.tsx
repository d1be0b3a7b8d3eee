import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { sampleBook } from '../../../render-core/testing/sample-book';
import enLive from '../../i18n/locales/en/collab-live.json';
import { AwayNotice } from './AwayNotice';
import { EditorSessionProvider } from './state/editor-context';
import { memoryWorld } from './state/in-memory-deps';
import { EditorSession } from './state/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function show() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'collab-live',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: { en: { 'collab-live': enLive } },
  });
  const session = new EditorSession('p', memoryWorld().deps);
  const document = sampleBook();
  session.start({ document, baseRevision: 1, dirty: false });
  render(
    <I18nextProvider i18n={i18n}>
      <EditorSessionProvider session={session}>
        <AwayNotice />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  const path = ['title'];
  const notice = (side: 'mine' | 'theirs', byName: string | null) =>
    act(() => {
      session.ui.collab.away.push({
        id: `n-${side}`,
        side,
        byName,
        changes: [{ path, mine: 'Mine', theirs: 'Ann’s' }],
      });
    });
  return { session, notice };
}

describe('AwayNotice (issue 54)', () => {
  it('tells the device that was away who changed it, and "Keep Ann’s" sets theirs', async () => {
    const { session, notice } = await show();
    await notice('mine', 'Ann');
    expect(screen.getByRole('status').textContent).toContain('Ann changed this while you were away.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep Ann’s' }));
    expect(session.document!.title).toBe('Ann’s');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('tells the other one their newer change was replaced, and "Keep yours" sets mine again', async () => {
    const { session, notice } = await show();
    await notice('theirs', null);
    expect(screen.getByRole('status').textContent).toContain(
      'Someone changed this while offline, replacing your newer change.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep yours' }));
    expect(session.document!.title).toBe('Mine');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep theirs' })).toBeNull());
  });
});
