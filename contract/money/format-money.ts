export interface MoneyLike {
  amount: number;
  currency: string;
}

/** Formats an amount in minor units (pence, cents, øre) for a locale, e.g. £17.99 or 159,00 kr. */
export function formatMoney(money: MoneyLike, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
    money.amount / 100,
  );
}
