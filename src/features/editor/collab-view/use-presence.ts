import { useEffect, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { Presence } from '../../../../contract/api/collab';
import { useOptionalEditorSession } from '../state/editor-context';
import type { CollabUi } from '../state/session-ui';
import { livePresence } from './presence-view';

/** Read when no session is open (a preview of a part of the editor): nobody else, nothing live. */
const nobody = proxy<Pick<CollabUi, 'live' | 'connected' | 'revoked' | 'presence'>>({
  live: false,
  connected: false,
  revoked: false,
  presence: [],
});

/** Wait at least this long between re-checks, so a clock far off the server's does not spin. */
const MIN_WAIT_MS = 1000;

/**
 * The others in the open design now (this tab never among them), newest first, and the live link's
 * state. An entry drops out at its expiry even when no new presence arrives: a timer re-renders
 * then.
 */
export function usePresence(): { live: boolean; connected: boolean; revoked: boolean; presence: Presence[] } {
  const session = useOptionalEditorSession();
  const collab = useSnapshot(session?.ui.collab ?? nobody);
  const [now, setNow] = useState(() => Date.now());
  const presence = livePresence(collab.presence as Presence[], now);
  const next = Math.min(...presence.map((p) => Date.parse(p.expiresAt)));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(MIN_WAIT_MS, next - Date.now() + 50));
    return () => clearTimeout(timer);
  }, [next]);
  // A new list (someone renewed or arrived) is judged against the clock now, not the last tick.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new list moves the clock here.
  useEffect(() => setNow(Date.now()), [collab.presence]);
  return { live: collab.live, connected: collab.connected, revoked: collab.revoked, presence };
}
