import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { forgotPassword } from './auth-api';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setBusy(true);
    setError(null);
    try {
      await forgotPassword(email);
      setSent(email);
    } catch (err) {
      setError((err as FieldApiError).status === 429 ? t('codes.rate_limited') : t('codes.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} aria-labelledby="forgot-heading">
      <h2 id="forgot-heading">{t('forgot.title')}</h2>
      <p>{t('forgot.intro')}</p>
      {sent && (
        <p className="form-notice" role="status">
          {t('forgot.sent', { email: sent })}
        </p>
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <Field label={t('fields.email')} name="email" type="email" autoComplete="email" required />
      <button type="submit" className="button" disabled={busy}>
        {t('forgot.send')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t('actions.backToSignIn')}
      </button>
    </form>
  );
}
