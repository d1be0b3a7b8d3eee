import { act, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ref } from 'valtio';
import { describe, expect, it, vi } from 'vitest';
import { sampleBook } from '../../../render-core/testing/sample-book';
import enEditor from '../../i18n/locales/en/editor.json';
import { ConflictPanel } from './ConflictPanel';
import { EditorSessionProvider } from './state/editor-context';
import { memoryWorld } from './state/in-memory-deps';
import { EditorSession } from './state/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function show() {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'editor',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    resources: { en: { editor: enEditor } },
  });
  const session = new EditorSession('p', memoryWorld().deps);
  const document = sampleBook();
  session.start({ document, baseRevision: 1, dirty: false });
  render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Where I was</button>
      <EditorSessionProvider session={session}>
        <ConflictPanel />
      </EditorSessionProvider>
    </I18nextProvider>,
  );
  // As the session shows a conflict (showSync): the server's copy in a valtio ref. Assigned bare,
  // valtio would turn the document's objects into proxies in place, and this document shares its
  // product with every sampleBook() of the worker: other files' structuredClone then failed.
  const conflict = () =>
    act(() => {
      session.ui.sync = {
        ...session.ui.sync,
        status: 'conflict',
        conflict: ref({ document, revision: 2 }) as never,
      };
    });
  return { session, conflict };
}

describe('ConflictPanel', () => {
  it('takes focus when it appears, lets the keyboard choose, and gives focus back', async () => {
    const { session, conflict } = await show();
    const before = screen.getByRole('button', { name: 'Where I was' });
    before.focus();
    await conflict();
    const dialog = screen.getByRole('alertdialog', { name: enEditor.conflict.title });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: enEditor.conflict.title }));

    const settle = vi.spyOn(session, 'resolveConflict').mockImplementation(async (keepMine) => {
      session.ui.sync = { ...session.ui.sync, status: 'saved', conflict: null };
      return keepMine;
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: enEditor.conflict.keepMine }));
    });
    expect(settle).toHaveBeenCalledWith(true, expect.any(Function));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(before);
    session.dispose();
  });

  it('says so and stays when settling fails', async () => {
    const { session, conflict } = await show();
    await conflict();
    vi.spyOn(session, 'resolveConflict').mockResolvedValue(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: enEditor.conflict.takeTheirs }));
    });
    expect(screen.getByRole('alert').textContent).toBe(enEditor.conflict.failed);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    session.dispose();
  });
});
