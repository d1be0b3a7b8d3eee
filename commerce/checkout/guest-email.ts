/** The e-mail a guest gave for the order confirmation, kept for this tab so a reload keeps it. */
const KEY = 'bindery:guest-email';

/** The same rule as the server's (an address with one @ and a dot in the domain), before asking it. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function rememberedGuestEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberGuestEmail(value: string): void {
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Private mode without storage: the field simply starts empty after a reload.
  }
}
