import { z } from 'zod';
import { CURRENCIES } from './currency-codes';

export {
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  isCurrency,
  LOCALE_CURRENCY,
} from './currency-codes';

export const currencySchema = z.enum(CURRENCIES, {
  message: `must be one of ${CURRENCIES.join(', ')}`,
});

/** An amount as the API sends it: whole minor units (pence, cents, øre) and the currency. */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: currencySchema,
});
export type Money = z.infer<typeof moneySchema>;
