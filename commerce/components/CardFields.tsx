import { useTranslation } from 'react-i18next';
import { Field } from '../../src/auth/Field';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** The card number's check digit, checked before anything is sent. */
export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Reads the card fields of a form; the numbers go to the gateway's tokeniser, never to our API. */
export function readCard(form: FormData): { card: CardInput; errors: Record<string, true> } {
  const number = String(form.get('cardNumber') ?? '').replace(/[\s-]/g, '');
  const expiry = String(form.get('cardExpiry') ?? '').trim();
  const cvc = String(form.get('cardCvc') ?? '').trim();
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  const errors: Record<string, true> = {};
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = true;
  if (!match) errors.expiry = true;
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = true;
  return {
    card: { number, expMonth: Number(match?.[1] ?? 0), expYear: Number(match?.[2] ?? 0), cvc },
    errors,
  };
}

export function CardFields({ errors }: { errors: CardErrors }) {
  const { t } = useTranslation('commerce');
  return (
    <div className="card-fields">
      <Field
        label={t('card.number')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        className="card-number"
        error={errors.number ?? null}
      />
      <div className="field-row">
        <Field
          label={t('card.expiry')}
          name="cardExpiry"
          placeholder={t('card.expiryHint')}
          autoComplete="cc-exp"
          inputMode="numeric"
          error={errors.expiry ?? null}
        />
        <Field
          label={t('card.cvc')}
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors.cvc ?? null}
        />
      </div>
      <p className="field-hint">{t('card.testCards')}</p>
    </div>
  );
}
