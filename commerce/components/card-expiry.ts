/**
 * Card expiry dates as people type them: "0830" on a phone's numeric keypad (which has no "/"),
 * "08/30", "8/30", "08 / 2030". Read into a month and a four-digit year; shown as MM/YY. The
 * gateway's tokeniser still checks the date (a past or impossible one is refused there).
 */
export interface Expiry {
  month: number;
  year: number;
}

const WITH_SEPARATOR = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/;
const DIGITS_ONLY = /^(\d{1,2}?)(\d{2}|\d{4})$/;

/** The month and four-digit year in an expiry as typed, or null when it is not one. */
export function parseExpiry(text: string): Expiry | null {
  const value = text.trim();
  const match = WITH_SEPARATOR.exec(value) ?? (value.length >= 3 ? DIGITS_ONLY.exec(value) : null);
  if (!match?.[1] || !match[2]) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return { month, year };
}

/** MM/YY, the way the card shows it. */
export const formatExpiry = ({ month, year }: Expiry) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/**
 * What the field shows while the customer types: the month's digits, then "/" and the year's.
 * A first digit of 2–9 can only be a month of its own ("8" → "08"); a year may be typed in full
 * while typing ("08/2030"), and becomes MM/YY on leaving the field (`formatExpiry`).
 */
export function formatExpiryTyping(raw: string): string {
  const split = /^\s*(\d*)[^\d]+(.*)$/.exec(raw);
  if (split) {
    let month = (split[1] ?? '').slice(0, 2);
    const year = (split[2] ?? '').replace(/\D/g, '').slice(0, 4);
    if (!month) return year;
    if (month.length === 1 && month !== '0') month = `0${month}`;
    return `${month}/${year}`;
  }
  let digits = raw.replace(/\D/g, '').slice(0, 6);
  if (!digits) return '';
  if (digits[0]! > '1') digits = `0${digits}`.slice(0, 6);
  if (digits.length === 2 && Number(digits) > 12) return `0${digits[0]}/${digits[1]}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
