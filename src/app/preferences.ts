import { isLocale, type Locale } from '../i18n/locales';
import { appState, CURRENCIES, type Currency } from '../state/app-state';
import { COOKIE, type CookieJar, documentCookies, readCookie, writeCookie } from '../state/cookies';

/**
 * The visitor's display preferences (locale, currency, country), part of the persisted client
 * state and mirrored in cookies so the server sees them too. Defaults: GBP, GB, en-GB (SPEC §9).
 */
export const preferences = appState;

/** The country a locale implies (de-de → DE); plain `en` says nothing about the country. */
export function countryOf(locale: Locale): string | null {
  const region = locale.split('-')[1];
  return region ? region.toUpperCase() : null;
}

export function setLocale(locale: Locale, jar: CookieJar = documentCookies): void {
  preferences.locale = locale;
  writeCookie(jar, COOKIE.locale, locale);
  const country = countryOf(locale);
  if (country) setCountry(country, jar);
}

export function setCurrency(currency: Currency, jar: CookieJar = documentCookies): void {
  preferences.currency = currency;
  writeCookie(jar, COOKIE.currency, currency);
}

export function setCountry(country: string, jar: CookieJar = documentCookies): void {
  preferences.country = country;
  preferences.paymentRegion = country;
  writeCookie(jar, COOKIE.country, country);
}

/** At start-up the cookies win (the server or another tab may have set them); then they are all written. */
export function syncPreferenceCookies(jar: CookieJar = documentCookies): void {
  const locale = readCookie(jar, COOKIE.locale);
  const currency = readCookie(jar, COOKIE.currency);
  const country = readCookie(jar, COOKIE.country);
  if (locale && isLocale(locale)) preferences.locale = locale;
  if (currency && (CURRENCIES as readonly string[]).includes(currency))
    preferences.currency = currency as Currency;
  if (country && /^[A-Z]{2}$/.test(country)) preferences.country = country;
  const delivery = readCookie(jar, COOKIE.deliveryCountry);
  if (delivery && /^[A-Z]{2}$/.test(delivery)) preferences.deliveryCountry = delivery;
  writeCookie(jar, COOKIE.locale, preferences.locale);
  writeCookie(jar, COOKIE.currency, preferences.currency);
  writeCookie(jar, COOKIE.country, preferences.country);
  if (preferences.deliveryCountry) writeCookie(jar, COOKIE.deliveryCountry, preferences.deliveryCountry);
}
