import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../auth/forms.css';
import { useSession } from '../../auth/SessionProvider';
import { signOut } from '../../auth/sign-in';
import { useAccountSection } from '../../ui/sections';
import { signOutEverywhere } from './account-api';
import { formatDate } from './format';
import './account.css';
import { SessionPage } from '../../auth/SessionPage';

function Overview() {
  const { t, i18n } = useTranslation('account');
  const { data } = useSession();
  const [busy, setBusy] = useState(false);
  const user = data?.user;
  if (!user) return null;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const everywhere = async () => {
    setBusy(true);
    try {
      await signOutEverywhere();
    } finally {
      await signOut({ callbackUrl: '/webapp/' });
    }
  };

  return (
    <div className="form-stack">
      {user.isGuest ? (
        <section className="panel" aria-labelledby="guest-heading">
          <h2 id="guest-heading">{t('overview.guestTitle')}</h2>
          <p>{t('overview.guestText')}</p>
          <Link
            href={`/sign-in?${new URLSearchParams({ callbackUrl: '/webapp/account' })}`}
            className="button"
          >
            {t('overview.createAccount')}
          </Link>
        </section>
      ) : (
        <section className="panel" aria-labelledby="me-heading">
          <h2 id="me-heading">{name ? t('overview.hello', { name }) : t('overview.helloNoName')}</h2>
          <p className="account-value" title={user.email ?? undefined}>
            {t('overview.signedInAs', { email: user.email })}
          </p>
          <p className="muted">
            {t('overview.memberSince', { date: formatDate(user.memberSince, i18n.language) })}
          </p>
        </section>
      )}
      <div className="panel-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => signOut({ callbackUrl: '/webapp/' })}
        >
          {t('overview.signOut')}
        </button>
        {!user.isGuest && (
          <button type="button" className="button secondary" onClick={everywhere} disabled={busy}>
            {t('overview.signOutEverywhere')}
          </button>
        )}
      </div>
    </div>
  );
}

export default function AccountPage() {
  return (
    <SessionPage page="account" section={useAccountSection()}>
      <Overview />
    </SessionPage>
  );
}
