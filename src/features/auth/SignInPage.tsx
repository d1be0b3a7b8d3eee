import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../auth/forms.css';
import { useSession } from '../../auth/SessionProvider';
import { PageFrame } from '../../ui/PageFrame';
import { AuthErrorView } from './AuthErrorView';
import { FORM_ERRORS, signInCodeKey } from './error-kinds';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { MagicLinkForm } from './MagicLinkForm';
import { OtherWaysIn } from './OtherWaysIn';
import { SignInForm, SignUpForm } from './PasswordForms';
import { useFinishSignIn } from './use-finish-sign-in';

type Tab = 'signIn' | 'signUp' | 'forgot';

/** Every way in: password sign-in and sign-up, magic link, passkey, PayPal and guest. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const query = new URLSearchParams(useSearch());
  const error = query.get('error');
  const code = query.get('code');
  const { callbackUrl, finish } = useFinishSignIn();
  const { data: session } = useSession();
  const isGuest = !!session?.user.isGuest;
  const [tab, setTab] = useState<Tab>(isGuest ? 'signUp' : 'signIn');

  useEffect(() => {
    if (isGuest) setTab((current) => (current === 'signIn' ? 'signUp' : current));
  }, [isGuest]);

  if (error && !FORM_ERRORS.has(error)) return <AuthErrorView kind={error} callbackUrl={callbackUrl} />;

  return (
    <PageFrame title={t('title')} intro={isGuest ? t('guestIntro') : t('intro')}>
      {error === 'SessionRequired' && (
        <p className="form-notice" role="status">
          {t('sessionRequired')}
        </p>
      )}
      {error === 'CredentialsSignin' && (
        <p className="form-alert" role="alert">
          {t(signInCodeKey(code))}
        </p>
      )}
      {tab === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setTab('signIn')} />
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label={t('tabs.label')}>
            {(['signIn', 'signUp'] as const).map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={tab === id}
                aria-controls="auth-panel"
                onClick={() => setTab(id)}
              >
                {t(`tabs.${id}`)}
              </button>
            ))}
          </div>
          <div id="auth-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {tab === 'signIn' ? (
              <SignInForm callbackUrl={callbackUrl} onDone={finish} onForgot={() => setTab('forgot')} />
            ) : (
              <SignUpForm callbackUrl={callbackUrl} onDone={finish} />
            )}
          </div>
        </>
      )}
      <p className="divider">{t('or')}</p>
      <MagicLinkForm callbackUrl={callbackUrl} />
      <p className="divider">{t('or')}</p>
      <OtherWaysIn callbackUrl={callbackUrl} onDone={finish} allowGuest={!session} />
    </PageFrame>
  );
}
