import type { AddressInput } from '../../../contract/address/address';
import {
  COUNTRIES,
  type CountryRule,
  isSupportedCountry,
  PHONE_PATTERN,
} from '../../../contract/geo/countries';

/**
 * The address form checks the contract's country rules (contract/geo/countries.ts) before sending;
 * the server reads the same body with the contract's `addressInput`. This only spares a round trip.
 */
export { COUNTRIES, type CountryRule, PHONE_PATTERN } from '../../../contract/geo/countries';

/** The rule of a country we deliver to; an unknown code gets the GB rule, as the form shows GB. */
export const ruleOf = (country: string): CountryRule =>
  isSupportedCountry(country) ? COUNTRIES[country] : COUNTRIES.GB;

/** The country the interface language suggests: de-de → DE, en → GB. */
export function defaultCountry(locale: string): string {
  const region = locale.split('-')[1]?.toUpperCase();
  if (region && isSupportedCountry(region)) return region;
  return locale === 'en-us' ? 'US' : 'GB';
}

/** A preferred country if we deliver there, otherwise GB. */
export const deliverableCountry = (country: string): string => (isSupportedCountry(country) ? country : 'GB');

/** An address as the forms send it: the body of POST/PUT /account/addresses once the server has read it. */
export type AddressValue = AddressInput;

/** The inputs of the form, by the name the server reports a problem under. */
export type AddressField = 'fullName' | 'line1' | 'line2' | 'city' | 'region' | 'postcode' | 'phoneNumber';
const FIELDS: readonly string[] = ['fullName', 'line1', 'line2', 'city', 'region', 'postcode', 'phoneNumber'];

/** The form's values, trimmed, with empty optional lines as null. */
export function readAddress(form: FormData, countryCode: string): AddressValue {
  const text = (k: string) => String(form.get(k) ?? '').trim();
  return {
    fullName: text('fullName'),
    line1: text('line1'),
    line2: text('line2') || null,
    city: text('city'),
    region: text('region') || null,
    postcode: text('postcode'),
    countryCode,
    phoneNumber: text('phoneNumber') || null,
    isDefault: form.get('isDefault') === 'on',
  };
}

/** The fields that break their country's rules (a missing line, a postcode of the wrong shape…). */
export function addressProblems(input: AddressValue): AddressField[] {
  const rule = ruleOf(input.countryCode);
  const found: AddressField[] = [];
  for (const key of ['fullName', 'line1', 'city'] as const) if (!input[key]) found.push(key);
  if (rule.regionRequired && !input.region) found.push('region');
  if (!rule.postcode.test(input.postcode)) found.push('postcode');
  if (input.phoneNumber && !PHONE_PATTERN.test(input.phoneNumber)) found.push('phoneNumber');
  return found;
}

/**
 * Where a server refusal belongs: next to one of the inputs (`field`), in the form's alert with the
 * message of a field that has no input of its own (`other`: countryCode, isDefault), or a generic alert.
 */
export function placeServerError(
  field: string | undefined,
): { field: AddressField } | { other: 'countryCode' | 'isDefault' } | null {
  const name = field?.replace(/^body\./, '');
  if (name && FIELDS.includes(name)) return { field: name as AddressField };
  if (name === 'countryCode' || name === 'isDefault') return { other: name };
  return null;
}
