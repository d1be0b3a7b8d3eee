import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { useSession } from '../../auth/SessionProvider';
import type { ModalContentProps } from '../../ui/modals/modal-store';
import { updateUser } from './account-api';
import { PHONE_PATTERN } from '../../ui/address/address-rules';

/** The phone number modal (SPEC §9 kind 9): add, change or remove the number. */
export function PhoneNumberModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('account');
  const { data, update } = useSession();
  const [value, setValue] = useState(data?.user.phoneNumber ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (phoneNumber: string) => {
    if (phoneNumber && !PHONE_PATTERN.test(phoneNumber)) {
      setError(t('profile.phoneInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await updateUser({ phoneNumber });
      await update();
      close();
    } catch (err) {
      setError(
        (err as FieldApiError).field === 'body.phoneNumber' ? t('profile.phoneInvalid') : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(value.trim());
  };

  return (
    <form className="form-stack" onSubmit={submit}>
      <h2 id={titleId}>{t('profile.phoneTitle')}</h2>
      <p>{t('profile.phoneWhy')}</p>
      <Field
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        hint={t('profile.phoneHint')}
        error={error}
      />
      <div className="modal-actions">
        {data?.user.phoneNumber && (
          <button type="button" className="button secondary" onClick={() => save('')} disabled={busy}>
            {t('profile.phoneRemove')}
          </button>
        )}
        <button type="submit" className="button" disabled={busy}>
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}
