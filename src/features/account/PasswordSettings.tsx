import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { useSession } from '../../auth/SessionProvider';
import { signIn } from '../../auth/sign-in';
import { openModal } from '../../ui/modals/modal-store';
import { SetPasswordModal } from './SetPasswordModal';
import { checkPasswordStrength, updatePassword } from './account-api';

/** Change the password, or set one (in the set-password modal) when the account has none. */
export function PasswordSettings() {
  const { t } = useTranslation('account');
  const { data } = useSession();
  const [error, setError] = useState<{ field: 'current' | 'new' | 'form'; text: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!data?.user.hasPassword) {
    return (
      <section className="settings-section" aria-labelledby="password-heading">
        <h2 id="password-heading">{t('password.title')}</h2>
        <p>{t('password.none')}</p>
        <button type="button" className="button secondary" onClick={() => openModal(SetPasswordModal)}>
          {t('password.setTitle')}
        </button>
      </section>
    );
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    setBusy(true);
    setError(null);
    setSaved(false);
    const newPassword = String(form.get('newPassword') ?? '');
    try {
      // Strength first: a weak choice is explained without spending a password attempt.
      if (!(await checkPasswordStrength(newPassword, data.user.email ?? undefined)).ok) {
        track('addPasswordFailed', { reason: 'invalid_password' });
        setError({ field: 'new', text: t('password.weak') });
        return;
      }
      const { token } = await updatePassword(newPassword, String(form.get('currentPassword') ?? ''));
      await signIn('password', { token, redirect: false, callbackUrl: window.location.href });
      setSaved(true);
      formEl.reset();
    } catch (err) {
      const { field, status } = err as FieldApiError;
      if (field === 'body.currentPassword') setError({ field: 'current', text: t('password.currentWrong') });
      else if (field === 'body.newPassword') {
        track('addPasswordFailed', { reason: 'invalid_password' });
        setError({ field: 'new', text: t('password.weak') });
      } else
        setError({ field: 'form', text: status === 429 ? t('errors.rateLimited') : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="password-heading">
      <h2 id="password-heading">{t('password.title')}</h2>
      <form className="form-stack" onSubmit={submit}>
        {saved && (
          <p className="form-notice" role="status">
            {t('password.saved')}
          </p>
        )}
        {error?.field === 'form' && (
          <p className="form-alert" role="alert">
            {error.text}
          </p>
        )}
        <Field
          label={t('password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={error?.field === 'current' ? error.text : null}
        />
        <Field
          label={t('password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
          hint={t('password.rules')}
          error={error?.field === 'new' ? error.text : null}
        />
        <button type="submit" className="button secondary" disabled={busy}>
          {t('password.change')}
        </button>
      </form>
    </section>
  );
}
