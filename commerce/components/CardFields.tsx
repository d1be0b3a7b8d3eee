import { useTranslation } from 'react-i18next';
import { Field } from '../../src/auth/Field';
import { formatExpiry, formatExpiryTyping, parseExpiry } from './card-expiry';

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
  const expiry = parseExpiry(String(form.get('cardExpiry') ?? ''));
  const cvc = String(form.get('cardCvc') ?? '').trim();
  const errors: Record<string, true> = {};
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = true;
  if (!expiry) errors.expiry = true;
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = true;
  return {
    card: { number, expMonth: expiry?.month ?? 0, expYear: expiry?.year ?? 0, cvc },
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
          onInput={(e) => {
            // MM/YY as they type; a deletion is left as it is, so backspace is never fought.
            const input = e.currentTarget;
            if ((e.nativeEvent as InputEvent).inputType?.startsWith('delete')) return;
            if (input.selectionStart !== input.value.length) return;
            input.value = formatExpiryTyping(input.value);
          }}
          onBlur={(e) => {
            const expiry = parseExpiry(e.currentTarget.value);
            if (expiry) e.currentTarget.value = formatExpiry(expiry);
          }}
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
