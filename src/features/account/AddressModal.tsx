import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { bcp47 } from '../../i18n/locales';
import type { ModalContentProps } from '../../ui/modals/modal-store';
import { type Address, type AddressInput, accountKeys, saveAddress } from './account-api';
import { COUNTRIES, defaultCountry, PHONE_PATTERN } from './countries';

type Fields = keyof AddressInput;

/** The address modal (SPEC §9 kind 1): add or edit one address, checked against its country's rules. */
export function AddressModal({ titleId, close, props }: ModalContentProps<{ address?: Address }>) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const editing = props.address;
  const [country, setCountry] = useState(editing?.countryCode ?? defaultCountry(i18n.language));
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countryId = useId();
  const names = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' });
  const rule = COUNTRIES[country] ?? COUNTRIES.GB;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    const input: AddressInput = {
      fullName: text('fullName'),
      line1: text('line1'),
      line2: text('line2') || null,
      city: text('city'),
      region: text('region') || null,
      postcode: text('postcode'),
      countryCode: country,
      phoneNumber: text('phoneNumber') || null,
      isDefault: form.get('isDefault') === 'on',
    };
    const found: Partial<Record<Fields, string>> = {};
    for (const key of ['fullName', 'line1', 'city'] as const)
      if (!input[key]) found[key] = t(`address.invalid.${key}`);
    if (rule?.regionRequired && !input.region) found.region = t('address.invalid.region');
    if (!rule?.postcode.test(input.postcode))
      found.postcode = t('address.postcodeInvalid', { example: rule?.postcodeExample });
    if (input.phoneNumber && !PHONE_PATTERN.test(input.phoneNumber))
      found.phoneNumber = t('address.invalid.phoneNumber');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await saveAddress(input, editing?.uuid);
      await queryClient.invalidateQueries({ queryKey: accountKeys.addresses });
      close();
    } catch (err) {
      const field = (err as FieldApiError).field?.replace(/^body\./, '') as Fields | undefined;
      if (field && field in input) {
        setErrors({
          [field]:
            field === 'postcode'
              ? t('address.postcodeInvalid', { example: rule?.postcodeExample })
              : t(`address.invalid.${field}`),
        });
      } else {
        setFormError(t('errors.generic'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <h2 id={titleId}>{editing ? t('address.editTitle') : t('address.addTitle')}</h2>
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="field">
        <label htmlFor={countryId}>{t('address.country')}</label>
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
      <Field
        label={t('address.fullName')}
        name="fullName"
        autoComplete="name"
        defaultValue={editing?.fullName}
        required
        error={errors.fullName}
      />
      <Field
        label={t('address.line1')}
        name="line1"
        autoComplete="address-line1"
        defaultValue={editing?.line1}
        required
        error={errors.line1}
      />
      <Field
        label={t('address.line2')}
        name="line2"
        autoComplete="address-line2"
        defaultValue={editing?.line2 ?? ''}
        error={errors.line2}
      />
      <Field
        label={t('address.city')}
        name="city"
        autoComplete="address-level2"
        defaultValue={editing?.city}
        required
        error={errors.city}
      />
      <Field
        label={rule?.regionRequired ? t('address.regionRequired') : t('address.region')}
        name="region"
        autoComplete="address-level1"
        defaultValue={editing?.region ?? ''}
        required={rule?.regionRequired}
        error={errors.region}
      />
      <Field
        label={t('address.postcode')}
        name="postcode"
        autoComplete="postal-code"
        defaultValue={editing?.postcode}
        required
        hint={t('address.postcodeHint', { example: rule?.postcodeExample })}
        error={errors.postcode}
      />
      <Field
        label={t('address.phone')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        defaultValue={editing?.phoneNumber ?? ''}
        error={errors.phoneNumber}
      />
      <label className="check">
        <input type="checkbox" name="isDefault" defaultChecked={editing?.isDefault ?? false} />
        {t('address.makeDefault')}
      </label>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t('actions.save')}
        </button>
      </div>
    </form>
  );
}
