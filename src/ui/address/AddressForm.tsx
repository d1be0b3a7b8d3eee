import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { bcp47 } from '../../i18n/locales';
import {
  type AddressField,
  type AddressValue,
  addressProblems,
  COUNTRIES,
  placeServerError,
  readAddress,
  ruleOf,
} from './address-rules';

/** One text input of the form, after the country. */
interface TextField {
  name: AddressField;
  label: string;
  autoComplete: string;
  required?: boolean;
  type?: string;
  hint?: string;
}

interface Props {
  /** The form's heading, inside the form above its alert. */
  heading?: ReactNode;
  /** The address being edited; a new one starts empty. */
  initial?: Omit<AddressValue, 'countryCode' | 'isDefault'>;
  initialCountry: string;
  /** Shows "Use as my default address", ticked as given; without it the address is sent as not default. */
  defaultChoice?: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Saves the address; a thrown FieldApiError is shown next to the field the server names. */
  onSubmit: (address: AddressValue) => Promise<void>;
}

/**
 * The postal address form of the address book and of checkout: every field, checked against the chosen
 * country's rules (postcode shape, whether a state is needed) before the server checks them again.
 */
export function AddressForm({
  heading,
  initial,
  initialCountry,
  defaultChoice,
  submitLabel,
  onCancel,
  onSubmit,
}: Props) {
  const { t, i18n } = useTranslation('address');
  const [country, setCountry] = useState(initialCountry);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countryId = useId();
  const names = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' });
  const rule = ruleOf(country);
  const message = (field: AddressField) =>
    field === 'postcode' ? t('postcodeInvalid', { example: rule.postcodeExample }) : t(`invalid.${field}`);

  const fields: TextField[] = [
    { name: 'fullName', label: t('fullName'), autoComplete: 'name', required: true },
    { name: 'line1', label: t('line1'), autoComplete: 'address-line1', required: true },
    { name: 'line2', label: t('line2'), autoComplete: 'address-line2' },
    { name: 'city', label: t('city'), autoComplete: 'address-level2', required: true },
    {
      name: 'region',
      label: rule.regionRequired ? t('regionRequired') : t('region'),
      autoComplete: 'address-level1',
      required: rule.regionRequired,
    },
    {
      name: 'postcode',
      label: t('postcode'),
      autoComplete: 'postal-code',
      required: true,
      hint: t('postcodeHint', { example: rule.postcodeExample }),
    },
    { name: 'phoneNumber', label: t('phone'), autoComplete: 'tel', type: 'tel' },
  ];

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = readAddress(new FormData(e.currentTarget), country);
    const found = addressProblems(input);
    setErrors(Object.fromEntries(found.map((field) => [field, message(field)])));
    setFormError(null);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (err) {
      const place = placeServerError((err as FieldApiError).field);
      if (place && 'field' in place) setErrors({ [place.field]: message(place.field) });
      else setFormError(place ? t(`invalid.${place.other}`) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      {heading}
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="field">
        <label htmlFor={countryId}>{t('country')}</label>
        <select
          id={countryId}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          autoComplete="country"
        >
          {Object.keys(COUNTRIES).map((code) => (
            <option key={code} value={code}>
              {names.of(code) ?? code}
            </option>
          ))}
        </select>
      </div>
      {fields.map(({ name, ...field }) => (
        <Field key={name} name={name} {...field} defaultValue={initial?.[name] ?? ''} error={errors[name]} />
      ))}
      {defaultChoice !== undefined && (
        <label className="check">
          <input type="checkbox" name="isDefault" defaultChecked={defaultChoice} />
          {t('makeDefault')}
        </label>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
