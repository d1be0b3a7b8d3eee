import type { BookDocument } from '../../../../render-core';
import { useEditorSnapshot } from './editor-context';

/** The open document for rendering, re-rendering on every change (read from the session's editor). */
export function useEditorDocument(): BookDocument | null {
  return useEditorSnapshot()?.document ?? null;
}
