import { proxy } from 'valtio';

/** The visitor's display preferences. Defaults: GBP, GB, en-GB (SPEC §9). */
export const preferences = proxy({
  locale: 'en-gb',
  currency: 'GBP',
  country: 'GB',
});
