import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import { forgotPassword } from './auth-api';
import { useEmailRequest } from './use-email-request';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const { sent, error, busy, submit } = useEmailRequest(forgotPassword, (status) =>
    status === 429 ? t('codes.rate_limited') : t('codes.network'),
  );

  return (
    <form className="form-stack" onSubmit={submit} aria-labelledby="forgot-heading">
      <h2 id="forgot-heading">{t('forgot.title')}</h2>
      <p>{t('forgot.intro')}</p>
      {sent && (
        <p className="form-notice wraps-anywhere" role="status">
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
