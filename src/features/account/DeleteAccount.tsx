import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { useSession } from '../../auth/SessionProvider';
import { signOut } from '../../auth/sign-in';
import { confirm } from '../../ui/modals/modal-store';
import { deleteAccount } from './account-api';

/** Deleting the account: the delete_account confirmation, the password, then signed out. */
export function DeleteAccount() {
  const { t } = useTranslation('account');
  const { data } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasPassword = !!data?.user.hasPassword;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const currentPassword = String(new FormData(e.currentTarget).get('currentPassword') ?? '');
    if (!(await confirm('delete_account'))) return;
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(hasPassword ? currentPassword : undefined);
      await signOut({ callbackUrl: '/webapp/' });
    } catch (err) {
      setError(
        (err as FieldApiError).field === 'body.currentPassword'
          ? t('password.currentWrong')
          : t('errors.generic'),
      );
      setBusy(false);
    }
  };

  return (
    <section className="settings-section" aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('delete.title')}</h2>
      <p>{t('delete.intro')}</p>
      <form className="form-stack" onSubmit={submit}>
        {hasPassword && (
          <Field
            label={t('password.current')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={error}
          />
        )}
        {!hasPassword && error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button danger" disabled={busy}>
          {t('delete.button')}
        </button>
      </form>
    </section>
  );
}
