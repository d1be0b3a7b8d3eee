import { subscribe } from 'valtio';
import { Editor, type Replica } from '../../../../render-core';
import { sameJson } from './same-json';
import type { EditorSession } from './session';

/**
 * Turns an open design of one into a live one once it is shared (the owner just made an invite):
 * when everything is on the server, it opens again from there, live, and keeps its undo history
 * (liveEditor below). False when it could not (its edits still on their way after `waitMs`, or
 * offline): it opens live the next time, with a history of its own.
 */
export async function goLive(
  session: Pick<EditorSession, 'ui' | 'open' | 'settled'>,
  copyTitle: (title: string) => string,
  waitMs = 10_000,
): Promise<boolean> {
  if (session.ui.collab.live) return true;
  await session.settled();
  const saved = () => session.ui.sync.status === 'saved' && !session.ui.sync.dirty;
  if (!saved()) {
    const ok = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => done(false), waitMs);
      const stop = subscribe(session.ui, () => saved() && done(true));
      const done = (value: boolean) => {
        clearTimeout(timer);
        stop();
        resolve(value);
      };
    });
    if (!ok) return false;
  }
  await session.open(copyTitle);
  return session.ui.collab.live;
}

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
