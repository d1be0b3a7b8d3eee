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

/** The country the interface language suggests: de-de → DE, en → GB. */
export function defaultCountry(locale: string): string {
  const region = locale.split('-')[1]?.toUpperCase();
  if (region && region in COUNTRIES) return region;
  return locale === 'en-us' ? 'US' : 'GB';
}

export const PHONE_PATTERN = /^\+?[\d ()-]{6,30}$/;
