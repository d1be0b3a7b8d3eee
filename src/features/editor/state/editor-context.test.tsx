import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { EditorSessionProvider, useEditor, useEditorSession, useEditorSnapshot } from './editor-context';
import { memoryWorld } from './in-memory-deps';
import { EditorSession } from './session';

function ThemeButtons() {
  const session = useEditorSession();
  const editor = useEditor();
  const snap = useEditorSnapshot();
  if (!editor || !snap) return <p>no design</p>;
  return (
    <div>
      <p>theme {snap.document.theme}</p>
      <button type="button" onClick={() => void session.edit({ type: 'changeTheme', theme: 'night' })}>
        Night
      </button>
      <button type="button" disabled={!snap.canUndo} onClick={() => session.undo()}>
        Undo
      </button>
    </div>
  );
}

const sessions: EditorSession[] = [];
function memorySession(): EditorSession {
  const session = new EditorSession('print-1', memoryWorld().deps);
  sessions.push(session);
  return session;
}

afterEach(() => {
  cleanup();
  for (const s of sessions.splice(0)) s.dispose();
});

describe('EditorSessionProvider', () => {
  it('runs components on a session in memory: no server, worker or storage', () => {
    const session = memorySession();
    session.start({ document: sampleBook(), baseRevision: 1, dirty: false });
    render(
      <EditorSessionProvider session={session}>
        <ThemeButtons />
      </EditorSessionProvider>,
    );
    expect(screen.getByText('theme classic')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Night' }));
    expect(screen.getByText('theme night')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('theme classic')).toBeTruthy();
    // A change from elsewhere shows too, and is no undo step.
    act(() => {
      session.apply({ document: (doc) => ({ ...doc, theme: 'linen' }) }, 'remote');
    });
    expect(screen.getByText('theme linen')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no editor while the design is not open yet', async () => {
    const session = memorySession();
    render(
      <EditorSessionProvider session={session}>
        <ThemeButtons />
      </EditorSessionProvider>,
    );
    expect(screen.getByText('no design')).toBeTruthy();
    // Once the document opens, the components below show it.
    await act(async () => {
      session.start({ document: sampleBook(), baseRevision: 1, dirty: false });
    });
    expect(screen.getByText('theme classic')).toBeTruthy();
  });
});
