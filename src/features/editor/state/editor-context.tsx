import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { BookDocument, Editor } from '../../../../render-core';
import { currentEditor } from './controller';
import { editorState } from './editor-store';

const EditorContext = createContext<Editor | null>(null);

/**
 * Gives the components below it the open design's editor. The editor page passes nothing and gets
 * the print it opened; a test (or a preview) passes an Editor of its own and needs no server,
 * worker or storage.
 */
export function EditorProvider({ editor, children }: { editor?: Editor; children: ReactNode }) {
  const { status, printId } = useSnapshot(editorState);
  const open = status === 'ready' && printId ? currentEditor() : null;
  return <EditorContext.Provider value={editor ?? open}>{children}</EditorContext.Provider>;
}

/** The editor of the design on screen, or null while none is open. */
export function useEditor(): Editor | null {
  return useContext(EditorContext);
}

const noEditor = () => () => {};

/** The editor's document and history state, re-rendering on every change. */
export function useEditorSnapshot(): { document: BookDocument; canUndo: boolean; canRedo: boolean } | null {
  const editor = useEditor();
  const subscribe = editor ? (notify: () => void) => editor.subscribe(notify) : noEditor;
  // The editor replaces its document on every change, so the document is a stable snapshot.
  const document = useSyncExternalStore(subscribe, () => editor?.document ?? null);
  const canUndo = useSyncExternalStore(subscribe, () => editor?.canUndo ?? false);
  const canRedo = useSyncExternalStore(subscribe, () => editor?.canRedo ?? false);
  return document ? { document, canUndo, canRedo } : null;
}
