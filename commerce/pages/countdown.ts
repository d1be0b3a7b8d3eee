/** Days, hours, minutes and seconds left, or null once the time has passed. */
export function countdownParts(
  ms: number,
): { days: number; hours: number; minutes: number; seconds: number } | null {
  if (ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
