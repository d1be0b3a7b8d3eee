import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import {
  EditorSessionProvider,
  useDocumentSelector,
  useEditor,
  useEditorSession,
  useEditorSnapshot,
} from './editor-context';
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

/** Renders of the page count below, kept outside React so the test can read them. */
let renders = 0;
function PageCount() {
  renders += 1;
  const pages = useDocumentSelector((doc) => doc.pages.length);
  return <p>{pages === null ? 'no design' : `${pages} pages`}</p>;
}

describe('useDocumentSelector', () => {
  it('renders again when its part of the document changes, not for an edit elsewhere', () => {
    const session = memorySession();
    const book = sampleBook();
    session.start({ document: book, baseRevision: 1, dirty: false });
    renders = 0;
    render(
      <EditorSessionProvider session={session}>
        <PageCount />
      </EditorSessionProvider>,
    );
    expect(screen.getByText(`${book.pages.length} pages`)).toBeTruthy();
    const first = renders;
    act(() => {
      void session.edit({ type: 'changeTheme', theme: 'night' });
    });
    expect(session.document?.theme).toBe('night');
    expect(renders).toBe(first);
    act(() => {
      session.apply({ document: (doc) => ({ ...doc, pages: doc.pages.slice(1) }) }, 'remote');
    });
    expect(screen.getByText(`${book.pages.length - 1} pages`)).toBeTruthy();
    expect(renders).toBe(first + 1);
  });

  it('answers null while no design is open', () => {
    const session = memorySession();
    render(
      <EditorSessionProvider session={session}>
        <PageCount />
      </EditorSessionProvider>,
    );
    expect(screen.getByText('no design')).toBeTruthy();
  });
});
