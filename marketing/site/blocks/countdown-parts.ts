/** Whole days, hours, minutes and seconds from `now` until `end` (all zero once it has passed). */
export function countdownParts(
  end: number,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
