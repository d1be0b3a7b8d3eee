import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../api/types';
import { CardFields, type CardErrors } from '../components/CardFields';
import { CardLabel } from '../components/CardLabel';
import type { Method } from './payment-method';

/** The ways to pay as radios (each saved card, a new card, the wallet), and a new card's fields. */
export function MethodChoice({
  saved,
  current,
  onChoose,
  errors,
  declined = null,
}: {
  saved: readonly SavedCard[];
  current: Method;
  onChoose: (method: Method) => void;
  errors: CardErrors;
  /** Issue 53: why the last attempt failed, said at the card it was tried with (a new card's number). */
  declined?: { last4: string | null; text: string } | null;
}) {
  const { t } = useTranslation('commerce');
  const declinedSaved = declined && saved.find((c) => c.last4 === declined.last4);
  const fieldErrors =
    declined && !declinedSaved && declined.last4 !== null && !errors.number
      ? { ...errors, number: declined.text }
      : errors;
  return (
    <>
      <fieldset className="choice-group">
        <legend>{t('payment.choose')}</legend>
        {saved.map((c) => (
          <label key={c.id} className="choice">
            <input
              type="radio"
              name="method"
              checked={current.kind === 'saved' && current.id === c.id}
              onChange={() => onChoose({ kind: 'saved', id: c.id })}
              aria-describedby={declinedSaved === c ? 'declined-card' : undefined}
            />
            <CardLabel brand={c.brand} last4={c.last4} expMonth={c.expMonth} expYear={c.expYear} />
            {declinedSaved === c && declined && (
              <span id="declined-card" className="field-error">
                {declined.text}
              </span>
            )}
          </label>
        ))}
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={current.kind === 'new'}
            onChange={() => onChoose({ kind: 'new' })}
          />
          {t('payment.newCard')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={current.kind === 'wallet'}
            onChange={() => onChoose({ kind: 'wallet' })}
          />
          {t('payment.wallet')}
        </label>
      </fieldset>
      {current.kind === 'new' && (
        <div className="panel">
          <CardFields errors={fieldErrors} />
          <label className="check">
            <input type="checkbox" name="saveCard" />
            {t('payment.saveCard')}
          </label>
        </div>
      )}
    </>
  );
}
