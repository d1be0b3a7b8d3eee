import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import '../../auth/forms.css';
import { continueAsGuest } from '../../auth/guest';
import { useSession } from '../../auth/SessionProvider';
import { PageFrame } from '../../ui/PageFrame';

const STEPS = ['pick', 'photos', 'print'] as const;
const START = '/webapp/new-print';

/** The new visitor's first screen: what Bindery does, a product to start with, and how to go on. */
export default function WelcomePage() {
  const { t } = useTranslation('auth');
  const { status } = useSession();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);

  const guest = async () => {
    setBusy(true);
    setError(false);
    const ok = await continueAsGuest(START);
    setBusy(false);
    if (ok) navigate('/products?flow=welcome');
    else setError(true);
  };

  return (
    <PageFrame title={t('welcome.title')} intro={t('welcome.intro')}>
      <ol className="panel-list">
        {STEPS.map((step, i) => (
          <li key={step} className="panel">
            <h2>{t(`welcome.steps.${step}.title`, { n: i + 1 })}</h2>
            <p>{t(`welcome.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <div className="actions form-stack" style={{ marginTop: '1.5rem' }}>
        <Link href="/products?flow=welcome" className="button">
          {t('welcome.pickProduct')}
        </Link>
        {status === 'unauthenticated' && (
          <>
            {error && (
              <p className="form-alert" role="alert">
                {t('guest.failed')}
              </p>
            )}
            <button type="button" className="button secondary" onClick={guest} disabled={busy}>
              {t('guest.continue')}
            </button>
            <Link
              href={`/sign-in?${new URLSearchParams({ callbackUrl: START })}`}
              className="button secondary"
            >
              {t('welcome.signIn')}
            </Link>
          </>
        )}
      </div>
    </PageFrame>
  );
}
