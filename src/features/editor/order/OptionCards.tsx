import { useTranslation } from 'react-i18next';
import type { OrderChoice } from './order-choices';
import { priceDifference } from './price-lines';

interface Props {
  choices: OrderChoice[];
  chosenCode: string;
  onChoose: (code: string) => void;
  /** Writes an amount in minor units in the customer's currency. */
  money: (minor: number) => string;
  currency: string;
  locale: string;
}

/**
 * The design's product and the others it can be printed as (another cover or paper), as cards to
 * tap: each a real radio input inside its label, so keys, screen readers and forms treat them as
 * one radio group. Each card says what it costs against the design's own product ("+£6.00").
 */
export function OptionCards({ choices, chosenCode, onChoose, money, currency, locale }: Props) {
  const { t } = useTranslation('editor');
  const own = choices[0];
  if (!own) return null;
  return (
    <fieldset className="order-options">
      <legend>{t('orderDetails.upgrades')}</legend>
      {choices.map((c) => {
        const difference = priceDifference(c.unitMinor - own.unitMinor, currency, locale);
        return (
          <label key={c.product.code} className="order-option">
            <input
              type="radio"
              name="product"
              value={c.product.code}
              checked={c.product.code === chosenCode}
              onChange={() => onChoose(c.product.code)}
            />
            <span className="order-option-text">
              <strong>{c.typeName}</strong>
              <span className="muted">{c.product.size}</span>
            </span>
            <span className="order-option-price">
              <strong>{money(c.unitMinor)}</strong>
              <span className={difference ? 'order-option-difference' : 'muted'}>
                {difference ?? t('orderStep.asDesigned')}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
