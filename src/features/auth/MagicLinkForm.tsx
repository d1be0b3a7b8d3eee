import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { sendMagicLink } from './auth-api';

/** E-mails a one-time sign-in link. */
export function MagicLinkForm({ callbackUrl }: { callbackUrl: string }) {
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
      await sendMagicLink(email, callbackUrl);
      setSent(email);
    } catch (err) {
      const status = (err as FieldApiError).status;
      setError(
        status === 429
          ? t('codes.rate_limited')
          : status === 400
            ? t('codes.invalid_email')
            : t('codes.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} aria-labelledby="magic-heading">
      <h2 id="magic-heading">{t('magic.title')}</h2>
      {sent ? (
        <p className="form-notice" role="status">
          {t('magic.sent', { email: sent })}
        </p>
      ) : (
        <p className="muted">{t('magic.intro')}</p>
      )}
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <Field label={t('magic.email')} name="email" type="email" autoComplete="email" required />
      <button type="submit" className="button secondary" disabled={busy}>
        {t('magic.send')}
      </button>
    </form>
  );
}
