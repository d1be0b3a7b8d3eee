import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '../../../contract/money/currencies';
import '../../auth/forms.css';
import { Field } from '../../auth/Field';
import { useSession } from '../../auth/SessionProvider';
import { bcp47 } from '../../i18n/locales';
import { openModal } from '../../ui/modals/modal-store';
import { PhoneNumberModal } from './PhoneNumberModal';
import { useAccountSection } from '../../ui/sections';
import { updateUser } from './account-api';
import { SessionPage } from '../../auth/SessionPage';

function ProfileForm() {
  const { t, i18n } = useTranslation('account');
  const { data, update } = useSession();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currencyId = useId();
  const user = data?.user;
  if (!user) return null;
  const currencyNames = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'currency' });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setSaved(false);
    setError(null);
    try {
      await updateUser({
        firstName: String(form.get('firstName') ?? ''),
        lastName: String(form.get('lastName') ?? ''),
        currencyCode: String(form.get('currencyCode') ?? user.currencyCode),
      });
      await update();
      setSaved(true);
    } catch {
      setError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="form-stack" onSubmit={submit} key={user.uuid}>
        {saved && (
          <p className="form-notice" role="status">
            {t('profile.saved')}
          </p>
        )}
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        <Field
          label={t('profile.firstName')}
          name="firstName"
          autoComplete="given-name"
          defaultValue={user.firstName ?? ''}
          maxLength={100}
        />
        <Field
          label={t('profile.lastName')}
          name="lastName"
          autoComplete="family-name"
          defaultValue={user.lastName ?? ''}
          maxLength={100}
        />
        <div className="field">
          <label htmlFor={currencyId}>{t('profile.currency')}</label>
          <select id={currencyId} name="currencyCode" defaultValue={user.currencyCode}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c} · {currencyNames.of(c)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('actions.save')}
        </button>
      </form>
      <section className="panel settings-section" aria-labelledby="phone-heading">
        <h2 id="phone-heading">{t('profile.phone')}</h2>
        <p>{user.phoneNumber ?? t('profile.noPhone')}</p>
        <div className="panel-actions">
          <button type="button" className="button secondary" onClick={() => openModal(PhoneNumberModal)}>
            {user.phoneNumber ? t('profile.phoneChange') : t('profile.phoneAdd')}
          </button>
        </div>
      </section>
    </>
  );
}

export default function ProfilePage() {
  return (
    <SessionPage page="profile" section={useAccountSection()}>
      <ProfileForm />
    </SessionPage>
  );
}
