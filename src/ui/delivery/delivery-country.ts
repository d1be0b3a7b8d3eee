import { defaultDeliveryCountry } from '../../../contract/geo/delivery-country';
import type { AppState } from '../../state/app-state';
import { COOKIE, type CookieJar, documentCookies, writeCookie } from '../../state/cookies';

/**
 * The delivery country this browser asks prices for (issue 53): the one the customer chose, else
 * the home of the currency they pay in; never the language they read. The server's basket wins
 * over it (its address, or a country chosen on another device) and says which it priced for.
 */
export const deliveryCountryOf = (state: Pick<AppState, 'deliveryCountry' | 'currency'>): string =>
  state.deliveryCountry ?? defaultDeliveryCountry(state.currency);

/** Keeps the customer's choice, in the client state and a cookie, as the currency is kept. */
export function keepDeliveryCountry(
  state: AppState,
  country: string,
  jar: CookieJar = documentCookies,
): void {
  state.deliveryCountry = country;
  writeCookie(jar, COOKIE.deliveryCountry, country);
}
