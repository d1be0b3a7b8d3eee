import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { correctAddress, type OperatorOrder, type PostalAddress } from './operator-api';

const FIELDS = ['fullName', 'line1', 'line2', 'city', 'postcode'] as const;

/**
 * The operator's correction of an order's delivery address (its country stays: the price and VAT
 * depend on it). The server answers whether the printer's job had to be cancelled and sent again.
 */
export function AddressCorrection({
  order,
  onDone,
  onFailed,
  onClose,
}: {
  order: OperatorOrder;
  onDone: (resubmitted: boolean) => void;
  onFailed: (err: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const id = useId();
  const [address, setAddress] = useState<PostalAddress>(order.deliveryAddress);
  const save = useMutation({
    mutationFn: () => correctAddress(order.id, address),
    onSuccess: (answer) => onDone(answer.resubmitted),
    onError: onFailed,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form
      className="operator-address"
      onSubmit={submit}
      aria-label={t('correctAddressOf', { reference: order.reference })}
    >
      {FIELDS.map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`address.${field}`)}</label>
          <input
            id={`${id}-${field}`}
            value={address[field] ?? ''}
            required={field !== 'line2'}
            onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
          />
        </div>
      ))}
      <div className="panel-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {t('saveAddress')}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {t('keepAddress')}
        </button>
      </div>
    </form>
  );
}

/** The order's audit: who did what, when. */
export function AuditLines({ order, when }: { order: OperatorOrder; when: (iso: string) => string }) {
  const { t } = useTranslation('operator');
  if (!order.audit.length) return null;
  return (
    <ul className="operator-audit" aria-label={t('audit')}>
      {order.audit.map((a) => (
        <li key={`${a.at}-${a.action}`}>
          {[when(a.at), a.actor, `${t(`action.${a.action}`)}: ${a.detail}`].join(' · ')}
        </li>
      ))}
    </ul>
  );
}
