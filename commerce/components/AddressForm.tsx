import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../src/auth/Field';
import type { FieldApiError } from '../../src/auth/http';
import { bcp47 } from '../../src/i18n/locales';
import { appState } from '../../src/state/app-state';
import { createAddress } from '../api/commerce-api';
import type { BookAddress, PostalAddress } from '../api/types';

/** The countries we deliver to (the address book's rules and the shipping zones agree on them). */
export const DELIVERY_COUNTRIES = [
  'GB',
  'IE',
  'US',
  'DE',
  'FR',
  'ES',
  'IT',
  'FI',
  'SE',
  'DK',
  'NO',
  'NL',
  'PL',
  'PT',
];

type Fields = 'fullName' | 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'phoneNumber';

/** A new address, checked by the server against its country's rules and saved in the address book. */
export function AddressForm({
  onSaved,
  onCancel,
  submitLabel,
}: {
  onSaved: (a: BookAddress) => void;
  onCancel: () => void;
  submitLabel: string;
}) {
  const { t, i18n } = useTranslation('commerce');
  const [country, setCountry] = useState(
    DELIVERY_COUNTRIES.includes(appState.country) ? appState.country : 'GB',
  );
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countryId = useId();
  const names = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const input: PostalAddress = {
      fullName: text('fullName'),
      line1: text('line1'),
      line2: text('line2') || null,
      city: text('city'),
      region: text('region') || null,
      postcode: text('postcode'),
      countryCode: country,
      phoneNumber: text('phoneNumber') || null,
    };
    const found: Partial<Record<Fields, string>> = {};
    for (const key of ['fullName', 'line1', 'city', 'postcode'] as const)
      if (!input[key]) found[key] = t('address.required');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved((await createAddress(input)).address);
    } catch (err) {
      const field = (err as FieldApiError).field?.replace(/^body\./, '') as Fields | undefined;
      if (field)
        setErrors({
          [field]: t(
            `address.invalid.${field === 'postcode' || field === 'region' || field === 'phoneNumber' ? field : 'other'}`,
          ),
        });
      else setFormError(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <Field
        label={t('address.fullName')}
        name="fullName"
        autoComplete="name"
        error={errors.fullName ?? null}
      />
      <Field
        label={t('address.line1')}
        name="line1"
        autoComplete="address-line1"
        error={errors.line1 ?? null}
      />
      <Field
        label={t('address.line2')}
        name="line2"
        autoComplete="address-line2"
        error={errors.line2 ?? null}
      />
      <Field
        label={t('address.city')}
        name="city"
        autoComplete="address-level2"
        error={errors.city ?? null}
      />
      <Field
        label={t('address.region')}
        name="region"
        autoComplete="address-level1"
        error={errors.region ?? null}
      />
      <Field
        label={t('address.postcode')}
        name="postcode"
        autoComplete="postal-code"
        error={errors.postcode ?? null}
      />
      <div className="field">
        <label htmlFor={countryId}>{t('address.country')}</label>
        <select
          id={countryId}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
          autoComplete="country"
        >
          {DELIVERY_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {names.of(c)}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('address.phone')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber ?? null}
      />
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
