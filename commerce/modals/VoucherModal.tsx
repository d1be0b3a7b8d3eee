import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../src/auth/Field';
import type { FieldApiError } from '../../src/auth/http';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import { addVoucher, checkVoucher } from '../api/commerce-api';
import { useBasketChange } from '../api/use-basket';

/** The voucher modal (SPEC §9 kind 21): a code, and the server's reason when it does not apply. */
export function VoucherModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('commerce');
  const [error, setError] = useState<string | null>(null);
  const apply = useBasketChange((code: string) => addVoucher(code));
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    setError(null);
    if (!code) {
      setError(t('voucher.problems.empty'));
      return;
    }
    const verdict = await checkVoucher(code).catch(() => null);
    if (!verdict) {
      setError(t('errors.generic'));
      return;
    }
    if (!verdict.ok) {
      setError(t(`voucher.problems.${verdict.reason ?? 'unknown'}`, { code: verdict.code }));
      return;
    }
    apply.mutate(code, {
      onSuccess: close,
      onError: (err) => {
        const reason = ((err as FieldApiError).details as { reason?: string } | undefined)?.reason;
        // The server's sentence names dates and amounts; known reasons get their translated sentence.
        setError(
          reason
            ? t(`voucher.problems.${reason}`, { code: code.toUpperCase(), message: err.message })
            : t('errors.generic'),
        );
      },
    });
  };
  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <h2 id={titleId}>{t('voucher.title')}</h2>
      <Field
        label={t('voucher.code')}
        name="code"
        autoCapitalize="characters"
        autoComplete="off"
        error={error}
      />
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button" disabled={apply.isPending}>
          {t('voucher.apply')}
        </button>
      </div>
    </form>
  );
}
