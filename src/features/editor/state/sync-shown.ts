import { ref } from 'valtio';
import type { Autosave } from './autosave';
import type { EditorUi } from './session-ui';
import type { SyncState } from './sync-queue';

/**
 * The sync queue's states into `ui.sync`, and the draft's write they call for. "Kept on this
 * device" (offline with unsent edits) is said once it is: the draft is written first, at once,
 * not at the next idle moment (up to half a second on a busy page, and a reload then lost the
 * edit). A state that comes while that write runs is the one shown.
 */
export function showSync(ui: EditorUi, autosave: Autosave): (state: Readonly<SyncState>) => void {
  let latest = 0;
  return (state) => {
    const turn = ++latest;
    // The server's copy stays a plain object (valtio would proxy it, and proxies cannot be posted).
    const next = { ...state, conflict: state.conflict ? ref(state.conflict) : null };
    const show = () => {
      if (turn !== latest) return;
      ui.sync = next;
      // A save that got through (or a conflict answer) means the server is reachable again.
      if (next.status === 'saved' || next.status === 'conflict') ui.unreachable = false;
    };
    if (next.status === 'offline' && next.dirty) {
      void autosave.flush().then(show);
      return;
    }
    show();
    autosave.soon();
  };
}
