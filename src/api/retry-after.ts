/**
 * How long a `Retry-After` header asks to wait, in milliseconds (issue 54: the collab routes answer
 * a 429 RATE_LIMITED with one): seconds, or an HTTP date; null when there is none or it is unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; a bare number of another shape ("-3") is no date.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
