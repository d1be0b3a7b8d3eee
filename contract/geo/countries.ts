/** The shipping zones a delivery country belongs to; the server prices shipping per zone. */
export type ShippingZone = 'domestic' | 'europe' | 'nordic' | 'americas';

/** What Bindery knows about a country it delivers to. */
export interface CountryRule {
  /** The shape of a postcode, checked by the address form and again by the server. */
  postcode: RegExp;
  /** An example shown when the postcode does not fit. */
  postcodeExample: string;
  regionRequired: boolean;
  /**
   * Standard VAT rate (2026). Prices are VAT-inclusive, as consumers in these countries expect;
   * the VAT part is worked out of the total. US orders carry no VAT (sales tax is not collected).
   */
  vatRate: number;
  shippingZone: ShippingZone;
}

/** Countries we deliver to: the one table of postcode, VAT and shipping rules. */
export const COUNTRIES = {
  GB: {
    postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    postcodeExample: 'SW1A 1AA',
    regionRequired: false,
    vatRate: 0.2,
    shippingZone: 'domestic',
  },
  IE: {
    postcode: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
    postcodeExample: 'D02 X285',
    regionRequired: false,
    vatRate: 0.23,
    shippingZone: 'europe',
  },
  US: {
    postcode: /^\d{5}(-\d{4})?$/,
    postcodeExample: '94105',
    regionRequired: true,
    vatRate: 0,
    shippingZone: 'americas',
  },
  DE: {
    postcode: /^\d{5}$/,
    postcodeExample: '10115',
    regionRequired: false,
    vatRate: 0.19,
    shippingZone: 'europe',
  },
  FR: {
    postcode: /^\d{5}$/,
    postcodeExample: '75001',
    regionRequired: false,
    vatRate: 0.2,
    shippingZone: 'europe',
  },
  ES: {
    postcode: /^\d{5}$/,
    postcodeExample: '28013',
    regionRequired: false,
    vatRate: 0.21,
    shippingZone: 'europe',
  },
  IT: {
    postcode: /^\d{5}$/,
    postcodeExample: '00184',
    regionRequired: false,
    vatRate: 0.22,
    shippingZone: 'europe',
  },
  FI: {
    postcode: /^\d{5}$/,
    postcodeExample: '00100',
    regionRequired: false,
    vatRate: 0.255,
    shippingZone: 'nordic',
  },
  SE: {
    postcode: /^\d{3} ?\d{2}$/,
    postcodeExample: '111 22',
    regionRequired: false,
    vatRate: 0.25,
    shippingZone: 'nordic',
  },
  DK: {
    postcode: /^\d{4}$/,
    postcodeExample: '1050',
    regionRequired: false,
    vatRate: 0.25,
    shippingZone: 'nordic',
  },
  NO: {
    postcode: /^\d{4}$/,
    postcodeExample: '0150',
    regionRequired: false,
    vatRate: 0.25,
    shippingZone: 'nordic',
  },
  NL: {
    postcode: /^\d{4} ?[A-Z]{2}$/i,
    postcodeExample: '1012 JS',
    regionRequired: false,
    vatRate: 0.21,
    shippingZone: 'europe',
  },
  PL: {
    postcode: /^\d{2}-\d{3}$/,
    postcodeExample: '00-001',
    regionRequired: false,
    vatRate: 0.23,
    shippingZone: 'europe',
  },
  PT: {
    postcode: /^\d{4}-\d{3}$/,
    postcodeExample: '1100-148',
    regionRequired: false,
    vatRate: 0.23,
    shippingZone: 'europe',
  },
} as const satisfies Record<string, CountryRule>;
export type CountryCode = keyof typeof COUNTRIES;

export const SUPPORTED_COUNTRIES = Object.keys(COUNTRIES) as CountryCode[];
export const DEFAULT_COUNTRY: CountryCode = 'GB';

export function isSupportedCountry(code: string): code is CountryCode {
  return Object.hasOwn(COUNTRIES, code);
}

/** The rule of a country we deliver to, or undefined. */
export const countryRule = (code: string): CountryRule | undefined =>
  isSupportedCountry(code) ? COUNTRIES[code] : undefined;

/** The VAT rate of a delivery country; an unknown country is charged as GB. */
export const vatRateFor = (country: string): number =>
  (countryRule(country.toUpperCase()) ?? COUNTRIES.GB).vatRate;

/** The shipping zone of a country, or undefined where we do not ship. */
export const shippingZoneOf = (country: string): ShippingZone | undefined =>
  countryRule(country.toUpperCase())?.shippingZone;

/** Upper-cases and spaces a postcode the way the post expects it (GB and NL get their space). */
export function normalisePostcode(country: string, postcode: string): string {
  const trimmed = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country === 'GB' && !trimmed.includes(' ') && trimmed.length > 3) {
    return `${trimmed.slice(0, -3)} ${trimmed.slice(-3)}`;
  }
  if (country === 'NL' && /^\d{4}[A-Z]{2}$/.test(trimmed))
    return `${trimmed.slice(0, 4)} ${trimmed.slice(4)}`;
  return trimmed;
}

/** A phone number as forms and the server accept it. */
export const PHONE_PATTERN = /^\+?[\d ()-]{6,30}$/;
