import { subscribe } from 'valtio';
import type { EditorSession } from './session';

/**
 * Turns an open design of one into a live one once it is shared (the owner just made an invite):
 * when everything is on the server, it opens again from there, live, and keeps its undo history
 * (live-editor.ts). False when it could not (its edits still on their way after `waitMs`, or
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
