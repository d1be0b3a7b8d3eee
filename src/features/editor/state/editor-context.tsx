import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { subscribe as watchUi } from 'valtio';
import type { BookDocument, Editor } from '../../../../render-core';
import { useModalScope } from '../../../ui/modals/modal-scope';
import { EditorSession } from './session';
import type { SessionDeps } from './session-deps';

const SessionContext = createContext<EditorSession | null>(null);

/**
 * Gives the components below it one EditorSession for the design `printId` on `deps` (the
 * browser's: browserDeps): made when the page mounts (or the print changes), disposed when it goes. A test or a preview passes a `session` of
 * its own (e.g. on in-memory deps) and needs no server, worker or storage.
 */
export function EditorSessionProvider(
  props: { children: ReactNode } & (
    | { printId: string; deps: () => SessionDeps }
    | { session: EditorSession }
  ),
) {
  const given = 'session' in props ? props.session : null;
  const printId = 'printId' in props ? props.printId : null;
  const makeDeps = 'deps' in props ? props.deps : undefined;
  const [made, setMade] = useState<EditorSession | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per print; new deps must not reopen it.
  useEffect(() => {
    if (given || !printId) return;
    if (!makeDeps) return;
    const session = new EditorSession(printId, makeDeps());
    setMade(session);
    return () => {
      session.dispose();
      setMade(null);
    };
  }, [given, printId]);
  const session = given ?? (made?.printId === printId ? made : null);
  // The modals (rendered at the app's root) work on this design too.
  const lend = useMemo(
    () => (content: ReactNode) => (
      <SessionContext.Provider value={session}>{content}</SessionContext.Provider>
    ),
    [session],
  );
  useModalScope(lend);
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}

/** The session of the design on screen, or null before the page has made it. */
export function useOptionalEditorSession(): EditorSession | null {
  return useContext(SessionContext);
}

/** The session of the design on screen; only for components under an EditorSessionProvider. */
export function useEditorSession(): EditorSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useEditorSession needs an EditorSessionProvider with a session');
  return session;
}

/** The editor of the design on screen, or null while none is open. */
export function useEditor(): Editor | null {
  const session = useContext(SessionContext);
  // The editor is made when the document opens (and again when a conflict is settled or a retry
  // opens). One subscription per session: a function made anew each render would make React
  // unsubscribe and subscribe again on every render of every reader.
  const onUi = useCallback(
    (notify: () => void) => (session ? watchUi(session.ui, notify) : () => {}),
    [session],
  );
  return useSyncExternalStore(onUi, () => session?.editor ?? null);
}

/** Subscribes to the editor's changes, the same function while the editor is the same. */
function useEditorSubscribe(editor: Editor | null) {
  return useCallback((notify: () => void) => (editor ? editor.subscribe(notify) : () => {}), [editor]);
}

/**
 * The editor's document and history state, re-rendering on every change. For a view that needs a
 * part of the document only, useDocumentSelector renders far less often.
 */
export function useEditorSnapshot(): { document: BookDocument; canUndo: boolean; canRedo: boolean } | null {
  const editor = useEditor();
  const subscribe = useEditorSubscribe(editor);
  // The editor replaces its document on every change, so the document is a stable snapshot.
  const document = useSyncExternalStore(subscribe, () => editor?.document ?? null);
  const canUndo = useSyncExternalStore(subscribe, () => editor?.canUndo ?? false);
  const canRedo = useSyncExternalStore(subscribe, () => editor?.canRedo ?? false);
  return useMemo(() => (document ? { document, canUndo, canRedo } : null), [document, canUndo, canRedo]);
}

/** Whether undo and redo are possible: re-renders when they change, not on every edit. */
export function useHistoryFlags(): { canUndo: boolean; canRedo: boolean } {
  const editor = useEditor();
  const subscribe = useEditorSubscribe(editor);
  const canUndo = useSyncExternalStore(subscribe, () => editor?.canUndo ?? false);
  const canRedo = useSyncExternalStore(subscribe, () => editor?.canRedo ?? false);
  return { canUndo, canRedo };
}

/**
 * A part of the open document (null while none is open), re-rendering only when that part changes
 * by `equal` (Object.is unless given): a view of the page count or the product is not rendered
 * again for a crop. `select` may be a new function each render; it runs again when the document
 * or the function changes, and an equal answer keeps the previous value.
 */
export function useDocumentSelector<T>(
  select: (doc: BookDocument) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T | null {
  const editor = useEditor();
  const subscribe = useEditorSubscribe(editor);
  const last = useRef<{ doc: BookDocument | null; select: unknown; value: T | null } | null>(null);
  const read = () => {
    const doc = editor?.document ?? null;
    const held = last.current;
    if (held && held.doc === doc && held.select === select) return held.value;
    const fresh = doc ? select(doc) : null;
    const value =
      held && held.value !== null && fresh !== null && equal(held.value, fresh) ? held.value : fresh;
    last.current = { doc, select, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read);
}
