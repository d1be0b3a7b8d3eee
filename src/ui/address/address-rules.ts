import type { AddressInput } from '../../../server/account/address-schema';

/**
 * Countries we deliver to: postcode shape, an example, and whether a state is required. The server
 * checks the same rules (server/account/address-rules.ts); these only spare the user a round trip.
 */
export const COUNTRIES: Record<
  string,
  { postcode: RegExp; postcodeExample: string; regionRequired: boolean }
> = {
  GB: { postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, postcodeExample: 'SW1A 1AA', regionRequired: false },
  IE: { postcode: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, postcodeExample: 'D02 X285', regionRequired: false },
  US: { postcode: /^\d{5}(-\d{4})?$/, postcodeExample: '94105', regionRequired: true },
  DE: { postcode: /^\d{5}$/, postcodeExample: '10115', regionRequired: false },
  FR: { postcode: /^\d{5}$/, postcodeExample: '75001', regionRequired: false },
  ES: { postcode: /^\d{5}$/, postcodeExample: '28013', regionRequired: false },
  IT: { postcode: /^\d{5}$/, postcodeExample: '00184', regionRequired: false },
  FI: { postcode: /^\d{5}$/, postcodeExample: '00100', regionRequired: false },
  SE: { postcode: /^\d{3} ?\d{2}$/, postcodeExample: '111 22', regionRequired: false },
  DK: { postcode: /^\d{4}$/, postcodeExample: '1050', regionRequired: false },
  NO: { postcode: /^\d{4}$/, postcodeExample: '0150', regionRequired: false },
  NL: { postcode: /^\d{4} ?[A-Z]{2}$/i, postcodeExample: '1012 JS', regionRequired: false },
  PL: { postcode: /^\d{2}-\d{3}$/, postcodeExample: '00-001', regionRequired: false },
  PT: { postcode: /^\d{4}-\d{3}$/, postcodeExample: '1100-148', regionRequired: false },
};

export type CountryRule = (typeof COUNTRIES)[string];

/** The rule of a country we deliver to; an unknown code gets the GB rule, as the form shows GB. */
export const ruleOf = (country: string): CountryRule => COUNTRIES[country] ?? (COUNTRIES.GB as CountryRule);

/** The country the interface language suggests: de-de → DE, en → GB. */
export function defaultCountry(locale: string): string {
  const region = locale.split('-')[1]?.toUpperCase();
  if (region && region in COUNTRIES) return region;
  return locale === 'en-us' ? 'US' : 'GB';
}

/** A preferred country if we deliver there, otherwise GB. */
export const deliverableCountry = (country: string): string => (country in COUNTRIES ? country : 'GB');

export const PHONE_PATTERN = /^\+?[\d ()-]{6,30}$/;

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
