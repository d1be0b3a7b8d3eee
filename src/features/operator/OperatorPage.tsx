import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RequireSession } from '../../auth/RequireSession';
import { useSession } from '../../auth/SessionProvider';
import { bcp47 } from '../../i18n/locales';
import { PageFrame } from '../../ui/PageFrame';
import { ErrorMessage, Loading } from '../../ui/Status';
import { AddressCorrection, AuditLines } from './AddressCorrection';
import {
  listOrders,
  type OperatorList,
  type OperatorOrder,
  operatorKeys,
  refundOrder,
  resendOrder,
} from './operator-api';
import '../../auth/forms.css';
import './operator.css';

type Outcome = { kind: 'done' | 'failed'; text: string };

function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(bcp47(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}

/** A calendar day (YYYY-MM-DD) as the operator's language writes it. */
function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(bcp47(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' });
  return (isoDay: string) => format.format(new Date(`${isoDay}T12:00:00Z`));
}

const oneLine = (a: OperatorOrder['deliveryAddress']) =>
  [a.fullName, a.line1, a.line2, `${a.postcode} ${a.city}`, a.countryCode].filter(Boolean).join(', ');

/**
 * One order with what the operator can do about it (resend, refund, correct the address) and its
 * audit lines; a refund is asked twice, it cannot be undone.
 */
function OrderRow({
  order,
  canResend,
  onOutcome,
}: {
  order: OperatorOrder;
  canResend: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('operator');
  const when = useDateTime();
  const day = useDay();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'print-partner'] });
  const failed = (err: unknown) =>
    onOutcome({
      kind: 'failed',
      text: t('failed', { reason: err instanceof Error ? err.message : String(err) }),
    });
  const resend = useMutation({
    mutationFn: () => resendOrder(order.id),
    onSuccess: () => onOutcome({ kind: 'done', text: t('resent', { reference: order.reference }) }),
    onError: failed,
    onSettled: refresh,
  });
  const refund = useMutation({
    mutationFn: () => refundOrder(order.id),
    onSuccess: (answer) =>
      onOutcome({
        kind: 'done',
        text: t('refunded', { reference: order.reference, count: answer.refundedPayments }),
      }),
    onError: failed,
    onSettled: () => {
      setConfirming(false);
      return refresh();
    },
  });
  const busy = resend.isPending || refund.isPending;
  const headingId = `operator-order-${order.id}`;
  return (
    <li className="panel operator-order" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('order', { reference: order.reference })}</h3>
      <dl className="operator-facts">
        <dt>{t('partnerStatus')}</dt>
        <dd>{order.partnerStatus ? t(`status.${order.partnerStatus}`) : t('status.none')}</dd>
        <dt>{t('since')}</dt>
        <dd>{when(order.partnerStatusAt ?? order.paidAt)}</dd>
        <dt>{t('partnerReference')}</dt>
        <dd>{order.partnerReference ?? '—'}</dd>
        <dt>{t('customer')}</dt>
        <dd>{order.email ?? '—'}</dd>
        <dt>{t('deliveryAddress')}</dt>
        <dd>{oneLine(order.deliveryAddress)}</dd>
        <dt>{t('promised')}</dt>
        <dd>{day(order.estimatedDelivery.latest)}</dd>
        {order.rejectionReason && (
          <>
            <dt>{t('reason')}</dt>
            <dd>{order.rejectionReason}</dd>
          </>
        )}
      </dl>
      <AuditLines order={order} when={(iso) => when(iso)} />
      {order.status === 'cancelled' ? (
        <p className="muted">{t('orderCancelled')}</p>
      ) : correcting ? (
        <AddressCorrection
          order={order}
          onClose={() => setCorrecting(false)}
          onFailed={failed}
          onDone={(resubmitted) => {
            setCorrecting(false);
            onOutcome({
              kind: 'done',
              text: t(resubmitted ? 'addressResubmitted' : 'addressCorrected', {
                reference: order.reference,
              }),
            });
            return refresh();
          }}
        />
      ) : confirming ? (
        <div className="operator-confirm">
          <p>{t('confirmRefund', { reference: order.reference })}</p>
          <div className="panel-actions">
            <button type="button" className="button danger" disabled={busy} onClick={() => refund.mutate()}>
              {t('confirmYes')}
            </button>
            <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
              {t('confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <div className="panel-actions">
          {canResend && (
            <button type="button" className="button" disabled={busy} onClick={() => resend.mutate()}>
              {t('resend')}
            </button>
          )}
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => setCorrecting(true)}
          >
            {t('correctAddress')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('refund')}
          </button>
        </div>
      )}
    </li>
  );
}

const LISTS: { list: OperatorList; title: string; empty: string }[] = [
  { list: 'rejected', title: 'rejections', empty: 'noRejections' },
  { list: 'late', title: 'late', empty: 'noLate' },
  { list: 'stuck', title: 'stuck', empty: 'noStuck' },
  { list: 'window', title: 'window', empty: 'noWindow' },
];

const canResend = (o: OperatorOrder) =>
  o.partnerStatus === 'rejected' ||
  o.partnerStatus === 'canceled' ||
  (!o.partnerReference && o.status !== 'paid');

function OrderList({
  list,
  title,
  empty,
  onOutcome,
}: {
  list: OperatorList;
  title: string;
  empty: string;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('operator');
  const headingId = useId();
  const query = useQuery({ queryKey: operatorKeys.list(list), queryFn: () => listOrders(list) });
  return (
    <section className="operator-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorMessage
          message={t('loadFailed', { reason: query.error.message })}
          onRetry={() => query.refetch()}
        />
      ) : query.data.orders.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="panel-list">
          {query.data.orders.map((o) => (
            <OrderRow key={o.id} order={o} canResend={canResend(o)} onOutcome={onOutcome} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Operator() {
  const { t } = useTranslation('operator');
  const { data } = useSession();
  const admin = data?.user.role === 'admin';
  // The result shows above the lists: the order it was about may leave its list once done.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!admin)
    return (
      <div className="operator-denied" role="alert">
        <p>{t('notAllowed')}</p>
        <p>
          <Link className="button secondary" href="/">
            {t('home')}
          </Link>
        </p>
      </div>
    );
  return (
    <>
      <p className={outcome?.kind === 'failed' ? 'operator-failed' : 'operator-done'} role="status">
        {outcome?.text}
      </p>
      {LISTS.map((l) => (
        <OrderList key={l.list} list={l.list} title={t(l.title)} empty={t(l.empty)} onOutcome={setOutcome} />
      ))}
    </>
  );
}

/** The operator's view of orders: rejected, late, stuck and in the change window (admins only). */
export default function OperatorPage() {
  const { t } = useTranslation('operator');
  return (
    <PageFrame title={t('title')} intro={t('intro')}>
      <RequireSession registered>
        <Operator />
      </RequireSession>
    </PageFrame>
  );
}
