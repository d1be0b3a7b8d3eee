import { Editor, type Replica } from '../../../../render-core';
import { sameJson } from './same-json';

/**
 * The editor a design opens live in: the one it had as a design of one (`solo`), carried over with
 * its undo and redo, when the server's copy is the document it was showing and nothing of this tab
 * waits to be sent; else a new one with an empty history. The owner who just shared can undo what
 * they did before sharing, and that undo goes out as ops like any live edit: the link sends the
 * difference between the replica's view and the editor's document, whatever made it. The steps
 * address records by id, so they apply to the server's (equal) copy as they did to the solo one.
 */
export function liveEditor(replica: Replica, idTag: string, solo: Editor | null): Editor {
  const same = solo && replica.pending.length === 0 && sameJson(solo.document, replica.view);
  return same ? solo.carryTo(replica.view, { idTag }) : new Editor(replica.view, { idTag });
}
