import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { continueAsGuest } from '../../auth/guest';
import { getProviders } from '../../auth/session-client';
import { signIn } from '../../auth/sign-in';
import { isPasskeyCancel, passkeyLoginToken } from '../../auth/passkeys';
import { signInCodeKey } from './error-kinds';

interface Props {
  callbackUrl: string;
  onDone: () => void;
  /** Shows "continue as guest" (not on the page where a guest is asked to sign up). */
  allowGuest?: boolean;
}

/** Passkey, PayPal and guest: the ways in without typing a password. */
export function OtherWaysIn({ callbackUrl, onDone, allowGuest = true }: Props) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const providers = useQuery({ queryKey: ['auth', 'providers'], queryFn: getProviders });
  const hasPaypal = !!providers.data?.paypal;
  const hasPasskeys = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    setError(null);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  const passkey = () =>
    run('passkey', async () => {
      try {
        const { token } = await passkeyLoginToken();
        const result = await signIn('passkey', { token, callbackUrl, redirect: false });
        if (result?.ok) return onDone();
        setError(t(signInCodeKey(result?.code ?? null)));
      } catch (err) {
        if (!isPasskeyCancel(err)) setError(t('passkey.failed'));
      }
    });

  const guest = () =>
    run('guest', async () => {
      if (await continueAsGuest(callbackUrl)) onDone();
      else setError(t('guest.failed'));
    });

  // PayPal leaves the site and comes back to the callback; errors return to this page's ?error=.
  const paypal = () => run('paypal', () => signIn('paypal', { callbackUrl }).then(() => undefined));

  return (
    <div className="form-stack">
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {hasPasskeys && (
        <button type="button" className="button secondary" onClick={passkey} disabled={busy !== null}>
          {t('passkey.signIn')}
        </button>
      )}
      {hasPaypal && (
        <button type="button" className="button secondary" onClick={paypal} disabled={busy !== null}>
          {t('paypal.signIn')}
        </button>
      )}
      {allowGuest && (
        <>
          <button type="button" className="button secondary" onClick={guest} disabled={busy !== null}>
            {t('guest.continue')}
          </button>
          <p className="field-hint">{t('guest.hint')}</p>
        </>
      )}
    </div>
  );
}
