import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { useSession } from '../../auth/SessionProvider';
import { signIn } from '../../auth/sign-in';
import type { ModalContentProps } from '../../ui/modals/modal-store';
import { checkPasswordStrength, updatePassword } from './account-api';
import './account.css';

/** The set-password modal (SPEC §9 kind 15), for accounts made with a link, passkey or PayPal. */
export function SetPasswordModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('account');
  const { data } = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (!(await checkPasswordStrength(password, data?.user.email ?? undefined)).ok) {
        track('addPasswordFailed', { reason: 'invalid_password' });
        setError(t('password.weak'));
        return;
      }
      const { token } = await updatePassword(password);
      // The new password ended every session, this one too: sign straight back in with the token.
      await signIn('password', { token, redirect: false, callbackUrl: window.location.href });
      close();
    } catch (err) {
      track('addPasswordFailed', { reason: (err as FieldApiError).code });
      setError(
        (err as FieldApiError).field === 'body.newPassword' ? t('password.weak') : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit}>
      <h2 id={titleId}>{t('password.setTitle')}</h2>
      <p className="account-value" title={data?.user.email ?? undefined}>
        {t('password.setWhy', { email: data?.user.email ?? '' })}
      </p>
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('password.rules')}
        error={error}
      />
      <div className="modal-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('password.set')}
        </button>
      </div>
    </form>
  );
}
