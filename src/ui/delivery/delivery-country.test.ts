import { describe, expect, it } from 'vitest';
import { restoreAppState } from '../../state/app-state';
import { deliveryCountryOf, keepDeliveryCountry } from './delivery-country';

describe('deliveryCountryOf', () => {
  it('follows the currency, not the language, until the customer chooses', () => {
    const german = restoreAppState({ locale: 'de-de', country: 'DE', currency: 'GBP' });
    expect(deliveryCountryOf(german)).toBe('GB');
    expect(deliveryCountryOf({ ...german, currency: 'EUR' })).toBe('DE');
    expect(deliveryCountryOf({ ...german, currency: 'PLN' })).toBe('PL');
  });
  it('keeps the chosen country, in the state and a cookie', () => {
    const state = restoreAppState({ currency: 'EUR' });
    const cookies: string[] = [];
    keepDeliveryCountry(state, 'IE', { get: () => '', set: (c) => void cookies.push(c) });
    expect(deliveryCountryOf(state)).toBe('IE');
    expect(cookies[0]).toMatch(/^bindery_delivery_country=IE;/);
    expect(restoreAppState(JSON.parse(JSON.stringify(state))).deliveryCountry).toBe('IE');
  });
});
