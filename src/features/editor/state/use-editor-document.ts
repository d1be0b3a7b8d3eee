import { useSnapshot } from 'valtio';
import type { BookDocument } from '../../../../render-core';
import { editorState } from './editor-store';

/**
 * The open document for rendering, re-rendering on every change. The document is kept unproxied
 * (a ref), so reading `editorState.document` alone subscribes to nothing: this reads its version
 * through the snapshot, and hands back the plain object the engine's functions take.
 */
export function useEditorDocument(): BookDocument | null {
  const { version } = useSnapshot(editorState);
  return version > 0 ? editorState.document : null;
}
