import { track } from '../analytics/track';
import { callApi } from '../api/client';
import { signIn } from './sign-in';

/** Makes a guest account and signs this browser in as it; false (and the SPEC §8 event) on failure. */
export async function continueAsGuest(callbackUrl: string): Promise<boolean> {
  try {
    const { token } = await callApi('POST /auth/guest');
    const result = await signIn('guest', { token, callbackUrl, redirect: false });
    if (result?.ok) return true;
    track('guestLogInFailed', { code: result?.code ?? null, status: result?.status ?? 0 });
  } catch {
    track('guestLogInFailed', { code: 'request_failed' });
  }
  return false;
}
