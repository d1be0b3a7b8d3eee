/**
 * Analytics is skipped in automated browsers (navigator.webdriver) so tests do not pollute the
 * figures. A test turns it on by opening any page with ?analytics=on (remembered in local storage
 * under bindery:analytics until ?analytics=off).
 */
export const ANALYTICS_SWITCH_KEY = 'bindery:analytics';

export function analyticsEnabled(
  env: { webdriver: boolean; search: string },
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): boolean {
  const asked = new URLSearchParams(env.search).get('analytics');
  if (asked === 'on') storage.setItem(ANALYTICS_SWITCH_KEY, 'on');
  if (asked === 'off') storage.removeItem(ANALYTICS_SWITCH_KEY);
  if (storage.getItem(ANALYTICS_SWITCH_KEY) === 'on') return true;
  return !env.webdriver;
}
