import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import { sendMagicLink } from './auth-api';
import { useEmailRequest } from './use-email-request';

/** E-mails a one-time sign-in link. */
export function MagicLinkForm({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation('auth');
  const { sent, error, busy, submit } = useEmailRequest(
    (email) => sendMagicLink(email, callbackUrl),
    (status) =>
      status === 429
        ? t('codes.rate_limited')
        : status === 400
          ? t('codes.invalid_email')
          : t('codes.network'),
  );

  return (
    <form className="form-stack" onSubmit={submit} aria-labelledby="magic-heading">
      <h2 id="magic-heading">{t('magic.title')}</h2>
      {sent ? (
        <p className="form-notice wraps-anywhere" role="status">
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
