import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { useSession } from '../../auth/SessionProvider';
import { checkEmail, updateEmail } from './account-api';
import './account.css';

/** Change the e-mail address: checked for availability first, confirmed with the password. */
export function EmailSettings() {
  const { t } = useTranslation('account');
  const { data, update } = useSession();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const hasPassword = !!data?.user.hasPassword;

  const check = async () => {
    if (!email.includes('@')) return;
    try {
      const { available } = await checkEmail(email);
      setError(available ? null : t('email.taken'));
    } catch {
      // The check is a courtesy; the update itself checks again.
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const currentPassword = String(new FormData(e.currentTarget).get('currentPassword') ?? '');
    setBusy(true);
    setError(null);
    setPasswordError(null);
    setSaved(false);
    try {
      await updateEmail(email, hasPassword ? currentPassword : undefined);
      await update();
      setSaved(true);
      setEmail('');
      e.currentTarget?.reset();
    } catch (err) {
      const { status, field } = err as FieldApiError;
      if (field === 'body.currentPassword') setPasswordError(t('password.currentWrong'));
      else if (status === 409) setError(t('email.taken'));
      else if (field === 'body.email') setError(t('email.invalid'));
      else if (status === 429) setError(t('errors.rateLimited'));
      else setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="email-heading">
      <h2 id="email-heading">{t('email.title')}</h2>
      <p className="account-value" title={data?.user.email ?? undefined}>
        {t('email.current', { email: data?.user.email ?? '' })}
      </p>
      <form className="form-stack" onSubmit={submit}>
        {saved && (
          <p className="form-notice" role="status">
            {t('email.saved')}
          </p>
        )}
        <Field
          label={t('email.new')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={check}
          error={error}
        />
        {hasPassword && (
          <Field
            label={t('password.current')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={passwordError}
          />
        )}
        <button type="submit" className="button secondary" disabled={busy}>
          {t('email.save')}
        </button>
      </form>
    </section>
  );
}
