import { type Editor, loadDocument } from '../../../../render-core';
import type { Autosave } from './autosave';
import type { SessionDeps } from './session-deps';
import type { EditorUi } from './session-ui';
import type { SyncQueue } from './sync-queue';

/**
 * Settles a design's conflict (a whole-document save met a newer revision). The version not chosen
 * is saved as a print of its own, so nothing is lost: "keep mine" saves the server's copy aside and
 * sends ours on top of its revision; "take theirs" saves ours aside and opens the server's.
 */
export async function settleConflict(
  open: { editor: Editor; queue: SyncQueue; autosave: Autosave | null },
  ui: EditorUi,
  deps: Pick<SessionDeps, 'saveAsCopy'>,
  keepMine: boolean,
  copyTitle: (title: string) => string,
): Promise<boolean> {
  const theirs = open.queue.state.conflict;
  if (!theirs) return false;
  const aside = keepMine ? theirs.document : open.editor.document;
  const copy = await deps.saveAsCopy(aside, copyTitle(aside.title));
  if (!copy) return false;
  ui.keptCopyId = copy.id;
  if (keepMine) {
    open.queue.settle(theirs.revision, true);
    return true;
  }
  const loaded = loadDocument(JSON.parse(JSON.stringify(theirs.document)));
  if (!loaded.ok) return false;
  open.queue.settle(theirs.revision, false);
  open.editor.reset(loaded.document);
  await open.autosave?.flush();
  return true;
}
