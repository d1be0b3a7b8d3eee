import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/SessionProvider';

const Card = lazy(() => import('./KeysRemovedCard'));

/**
 * Shown on every screen after proving the address removed a password or passkey someone had set
 * up before (README "Sign-in and accounts", claiming an address), until the owner dismisses it.
 * Its words and code load only then.
 */
export function KeysRemovedNotice() {
  const { data } = useSession();
  if (!data?.user.unprovedKeysRemovedAt || data.user.isGuest) return null;
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  );
}
