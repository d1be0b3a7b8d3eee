import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '../../../../render-core';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { EditorProvider, useEditor, useEditorSnapshot } from './editor-context';

function ThemeButtons() {
  const editor = useEditor();
  const snap = useEditorSnapshot();
  if (!editor || !snap) return <p>no design</p>;
  return (
    <div>
      <p>theme {snap.document.theme}</p>
      <button type="button" onClick={() => editor.apply({ type: 'changeTheme', theme: 'night' })}>
        Night
      </button>
      <button type="button" disabled={!snap.canUndo} onClick={() => editor.undo()}>
        Undo
      </button>
    </div>
  );
}

afterEach(cleanup);

describe('EditorProvider', () => {
  it('runs components on a headless editor: no server, worker or storage', () => {
    const editor = new Editor(sampleBook());
    render(
      <EditorProvider editor={editor}>
        <ThemeButtons />
      </EditorProvider>,
    );
    expect(screen.getByText('theme classic')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Night' }));
    expect(screen.getByText('theme night')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('theme classic')).toBeTruthy();
    // A change from elsewhere shows too, and is no undo step.
    act(() => editor.receive({ ...editor.document, theme: 'linen' }));
    expect(screen.getByText('theme linen')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no editor while no design is open', () => {
    render(
      <EditorProvider>
        <ThemeButtons />
      </EditorProvider>,
    );
    expect(screen.getByText('no design')).toBeTruthy();
  });
});
