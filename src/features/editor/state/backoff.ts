/** Retry delays for the sync queue: doubling from 1 s up to 30 s, with up to 20 % jitter. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const plain = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(plain * (1 - 0.2 * random()));
}
