import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setExperimentUser } from '../flags/growthbook';
import {
  broadcastSessionChange,
  fetchSession,
  getCsrfToken,
  AUTH_BASE,
  onSessionBroadcast,
  setSessionRefresher,
} from './session-client';
import type { Session, SessionStatus } from './types';

export interface SessionContextValue {
  data: Session | null;
  status: SessionStatus;
  /** Re-reads the session (and, with data, posts it as an update first). */
  update: (data?: unknown) => Promise<Session | null>;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

interface Props {
  children: ReactNode;
  /** Seconds between background refetches; 0 (the default) never polls. */
  refetchInterval?: number;
  /** Poll while the browser is offline too. */
  refetchWhenOffline?: boolean;
  /** Refetch when the tab becomes visible (default true). */
  refetchOnWindowFocus?: boolean;
}

/** Loads the session again when the tab becomes visible, and on the polling interval. */
function useRefetchTriggers(
  load: () => Promise<unknown>,
  { refetchInterval = 0, refetchWhenOffline = false, refetchOnWindowFocus = true }: Omit<Props, 'children'>,
) {
  useEffect(() => {
    if (!refetchOnWindowFocus) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [load, refetchOnWindowFocus]);

  useEffect(() => {
    if (!refetchInterval) return;
    const timer = setInterval(() => {
      if (refetchWhenOffline || navigator.onLine) void load();
    }, refetchInterval * 1000);
    return () => clearInterval(timer);
  }, [load, refetchInterval, refetchWhenOffline]);
}

/**
 * The session of SPEC §4: loading until the first fetch answers, then authenticated or
 * unauthenticated; refetched when the tab becomes visible, when another tab broadcasts a change,
 * and on the optional polling interval while online.
 */
export function SessionProvider({
  children,
  refetchInterval = 0,
  refetchWhenOffline = false,
  refetchOnWindowFocus = true,
}: Props) {
  const [data, setData] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const queryClient = useQueryClient();
  const lastUser = useRef<string | null | undefined>(undefined);

  const apply = useCallback(
    (session: Session | null) => {
      setData(session);
      setLoading(false);
      const uuid = session?.user.uuid ?? null;
      // Another person's (or nobody's) cached data must not survive a change of user. Signed out,
      // the cache is dropped without refetching (pages that need a session are leaving anyway);
      // a new user's pages refetch what they show.
      if (lastUser.current !== undefined && lastUser.current !== uuid) {
        if (uuid === null) queryClient.removeQueries();
        else void queryClient.invalidateQueries();
      }
      lastUser.current = uuid;
      // Experiments see who is signed in (SPEC §3 user attributes).
      const user = session?.user;
      setExperimentUser(
        user
          ? {
              uuid: user.uuid,
              email: user.email ?? '',
              hasPassword: user.hasPassword,
              memberSince: user.memberSince,
            }
          : null,
      );
    },
    [queryClient],
  );

  const load = useCallback(async () => {
    try {
      const session = await fetchSession();
      apply(session);
      return session;
    } catch {
      // fetchSession logged CLIENT_SESSION_ERROR; keep what we had, but stop "loading".
      setLoading(false);
      return null;
    }
  }, [apply]);

  useEffect(() => {
    void load();
    setSessionRefresher(async () => {
      await load();
    });
    const stopListening = onSessionBroadcast(() => void load());
    return () => {
      setSessionRefresher(null);
      stopListening();
    };
  }, [load]);

  useRefetchTriggers(load, { refetchInterval, refetchWhenOffline, refetchOnWindowFocus });

  const update = useCallback(
    async (next?: unknown) => {
      if (next === undefined) return load();
      const res = await fetch(`${AUTH_BASE}/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ csrfToken: await getCsrfToken(), data: next }),
      });
      const session = res.ok ? ((await res.json()) as Session | null) : null;
      apply(session && 'user' in session ? session : null);
      broadcastSessionChange('update');
      return session;
    },
    [apply, load],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ data, status: loading ? 'loading' : data ? 'authenticated' : 'unauthenticated', update }),
    [data, loading, update],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session. Used outside <SessionProvider> it throws: that is a wiring mistake, not a state. */
export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>.');
  return value;
}
