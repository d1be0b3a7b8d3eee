import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldApiError } from '../../src/auth/http';
import { trackConversion } from '../../src/conversion/track-conversion';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import { commerceKeys, saveCard, tokeniseCard } from '../api/commerce-api';
import { CardFields, type CardErrors, readCard } from '../components/CardFields';

export function useCardErrors() {
  const { t } = useTranslation('commerce');
  return (flags: Record<string, true>): CardErrors => ({
    ...(flags.number ? { number: t('card.invalid.number') } : {}),
    ...(flags.expiry ? { expiry: t('card.invalid.expiry') } : {}),
    ...(flags.cvc ? { cvc: t('card.invalid.cvc') } : {}),
  });
}

/** The gateway's reason for refusing a card, as field errors. */
export function tokeniseErrors(err: unknown): Record<string, true> {
  const reason = ((err as FieldApiError).details as { reason?: string } | undefined)?.reason;
  return reason ? { [reason]: true } : {};
}

/** The add new card modal (SPEC §9 kind 2): tokenised by the gateway, then saved by token. */
export function AddNewCardModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const cardErrors = useCardErrors();
  const [errors, setErrors] = useState<CardErrors>({});
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const { card, errors: found } = readCard(new FormData(e.currentTarget));
    setErrors(cardErrors(found));
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const token = await tokeniseCard(card);
      await saveCard(token.token);
      await queryClient.invalidateQueries({ queryKey: commerceKeys.cards });
      trackConversion('new_card_added');
      close();
    } catch (err) {
      const flags = tokeniseErrors(err);
      if (Object.keys(flags).length > 0) setErrors(cardErrors(flags));
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <h2 id={titleId}>{t('card.addTitle')}</h2>
      {failed && (
        <p className="form-alert" role="alert">
          {t('errors.generic')}
        </p>
      )}
      <CardFields errors={errors} />
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t('card.save')}
        </button>
      </div>
    </form>
  );
}
