import { useTranslation } from 'react-i18next';
import { Field } from '../../src/auth/Field';
import { isEmailAddress } from './guest-email';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Shows the error once the customer has left the field or tried to pay. */
  touched: boolean;
  onBlur: () => void;
}

/** A guest's e-mail for the order confirmation: the server refuses a guest purchase without one. */
export function GuestEmail({ value, onChange, touched, onBlur }: Props) {
  const { t } = useTranslation('commerce');
  const invalid = touched && !isEmailAddress(value.trim());
  return (
    <section className="panel">
      <h2>{t('summary.contact')}</h2>
      <Field
        label={t('summary.emailLabel')}
        hint={t('summary.emailHint')}
        error={invalid ? t('summary.emailInvalid') : null}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </section>
  );
}
