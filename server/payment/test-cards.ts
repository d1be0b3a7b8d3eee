/** The sandbox's test cards, like a real gateway's: the number decides what a charge does. */
export const TEST_CARDS = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
} as const;
export type CardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

/** Any other valid number succeeds, as in most sandboxes. */
export const behaviourOf = (number: string): CardBehaviour =>
  (TEST_CARDS as Record<string, CardBehaviour>)[number] ?? 'succeed';

export type CardProblem = 'number' | 'expiry' | 'cvc';

export function checkCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): CardProblem | null {
  if (!/^\d{12,19}$/.test(card.number) || !luhnValid(card.number)) return 'number';
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (card.expMonth < 1 || card.expMonth > 12 || endOfMonth <= now.getTime()) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'cvc';
  return null;
}
