import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../auth/forms.css';
import { useSession } from '../../auth/SessionProvider';
import { dismissKeysNotice } from './auth-api';

/** "We removed a password set up before you proved your address": how to set one's own, and OK. */
export default function KeysRemovedCard() {
  const { t } = useTranslation('claim');
  const { update } = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const dismiss = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await dismissKeysNotice();
      await update();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="form-notice keys-removed" aria-labelledby="keys-removed-title">
      <h2 id="keys-removed-title">{t('removed.title')}</h2>
      <p>{t('removed.body')}</p>
      <p>{t('removed.how')}</p>
      {failed && (
        <p className="form-alert" role="alert">
          {t('removed.failed')}
        </p>
      )}
      <div className="keys-removed-actions">
        <Link href="/account/settings" className="button secondary">
          {t('removed.settings')}
        </Link>
        <button type="button" className="button" onClick={dismiss} disabled={busy}>
          {t('removed.dismiss')}
        </button>
      </div>
    </section>
  );
}
