import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Loading } from '../ui/Status';
import { SIGN_IN_PATH } from './session-client';
import { useSession } from './SessionProvider';

/** The sign-in address for a page that needs a session: error=SessionRequired and the way back. */
export function sessionRequiredUrl(callbackUrl: string): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams({ error: 'SessionRequired', callbackUrl })}`;
}

/**
 * Shows its children only to a signed-in user; everyone else goes to the sign-in page. With
 * `registered`, a guest is sent to sign up too (account pages are for accounts).
 */
export function RequireSession({
  children,
  registered = false,
}: {
  children: ReactNode;
  registered?: boolean;
}) {
  const { status, data } = useSession();
  const [, navigate] = useLocation();
  const allowed = status === 'authenticated' && (!registered || !data?.user.isGuest);
  useEffect(() => {
    if (status === 'loading' || allowed) return;
    const here = `${window.location.pathname}${window.location.search}`;
    // The router's base is /webapp; the callback stays a full path for the sign-in page.
    navigate(sessionRequiredUrl(here).replace(/^\/webapp/, ''), { replace: true });
  }, [status, allowed, navigate]);
  if (!allowed) return <Loading />;
  return <>{children}</>;
}
