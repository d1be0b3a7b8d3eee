import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { routerPath, safeCallback } from '../../auth/callback';

/** The callback this sign-in should return to (a /webapp path), and a way to go there. */
export function useFinishSignIn(): { callbackUrl: string; finish: () => void } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const callbackUrl = safeCallback(new URLSearchParams(search).get('callbackUrl'));
  const finish = useCallback(
    () => navigate(routerPath(callbackUrl), { replace: true }),
    [navigate, callbackUrl],
  );
  return { callbackUrl, finish };
}
