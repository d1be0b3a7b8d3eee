import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { track } from '../../analytics/track';
import { PageFrame } from '../../ui/PageFrame';
import { authErrorMessage } from './error-kinds';

/** The auth error page: what went wrong in words, and the way back to signing in. */
export function AuthErrorView({ kind, callbackUrl }: { kind: string; callbackUrl: string }) {
  const { t } = useTranslation('auth');
  const message = authErrorMessage(kind);
  useEffect(() => {
    if (message === 'oauthCallback' || message === 'accountNotLinked')
      track('socialLogInFailed', { provider: 'paypal', error: kind });
  }, [message, kind]);
  return (
    <PageFrame title={t('errors.title')}>
      <div className="form-stack">
        <p className="form-alert" role="alert">
          {t(`errors.${message}`)}
        </p>
        <p className="muted">{t('errors.reference', { kind })}</p>
        <Link href={`/sign-in?${new URLSearchParams({ callbackUrl })}`} className="button">
          {t('actions.backToSignIn')}
        </Link>
      </div>
    </PageFrame>
  );
}
