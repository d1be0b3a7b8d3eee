/** Postcode shapes and required fields per country; the one place that knows them. */
export interface CountryRule {
  postcode: RegExp;
  /** An example shown when the postcode does not fit. */
  example: string;
  regionRequired: boolean;
}

export const COUNTRY_RULES: Record<string, CountryRule> = {
  GB: { postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA', regionRequired: false },
  IE: { postcode: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, example: 'D02 X285', regionRequired: false },
  US: { postcode: /^\d{5}(-\d{4})?$/, example: '94105', regionRequired: true },
  DE: { postcode: /^\d{5}$/, example: '10115', regionRequired: false },
  FR: { postcode: /^\d{5}$/, example: '75001', regionRequired: false },
  ES: { postcode: /^\d{5}$/, example: '28013', regionRequired: false },
  IT: { postcode: /^\d{5}$/, example: '00184', regionRequired: false },
  FI: { postcode: /^\d{5}$/, example: '00100', regionRequired: false },
  SE: { postcode: /^\d{3} ?\d{2}$/, example: '111 22', regionRequired: false },
  DK: { postcode: /^\d{4}$/, example: '1050', regionRequired: false },
  NO: { postcode: /^\d{4}$/, example: '0150', regionRequired: false },
  NL: { postcode: /^\d{4} ?[A-Z]{2}$/i, example: '1012 JS', regionRequired: false },
  PL: { postcode: /^\d{2}-\d{3}$/, example: '00-001', regionRequired: false },
  PT: { postcode: /^\d{4}-\d{3}$/, example: '1100-148', regionRequired: false },
};

export const SUPPORTED_COUNTRIES = Object.keys(COUNTRY_RULES);

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
