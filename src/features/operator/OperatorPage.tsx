import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RequireSession } from '../../auth/RequireSession';
import { useSession } from '../../auth/SessionProvider';
import { bcp47 } from '../../i18n/locales';
import { PageFrame } from '../../ui/PageFrame';
import { ErrorMessage, Loading } from '../../ui/Status';
import {
  listRejections,
  listStuck,
  operatorKeys,
  type PartnerOrderRow,
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

/** One order with what the operator can do about it; a refund is asked twice, it cannot be undone. */
function OrderRow({
  order,
  canResend,
  onOutcome,
}: {
  order: PartnerOrderRow;
  canResend: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('operator');
  const when = useDateTime();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
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
        {order.rejectionReason && (
          <>
            <dt>{t('reason')}</dt>
            <dd>{order.rejectionReason}</dd>
          </>
        )}
      </dl>
      {order.status === 'cancelled' ? (
        <p className="muted">{t('orderCancelled')}</p>
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
            onClick={() => setConfirming(true)}
          >
            {t('refund')}
          </button>
        </div>
      )}
    </li>
  );
}

function OrderList({
  title,
  empty,
  query,
  canResend,
  onOutcome,
}: {
  title: string;
  empty: string;
  query: ReturnType<typeof useQuery<{ orders: PartnerOrderRow[] }>>;
  canResend: (o: PartnerOrderRow) => boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('operator');
  const headingId = useId();
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
  const rejections = useQuery({ queryKey: operatorKeys.rejections, queryFn: listRejections, enabled: admin });
  const stuck = useQuery({ queryKey: operatorKeys.stuck, queryFn: listStuck, enabled: admin });
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
      <OrderList
        title={t('rejections')}
        empty={t('noRejections')}
        query={rejections}
        canResend={() => true}
        onOutcome={setOutcome}
      />
      <OrderList
        title={t('stuck')}
        empty={t('noStuck')}
        query={stuck}
        canResend={(o) =>
          o.partnerStatus === 'rejected' || o.partnerStatus === 'canceled' || !o.partnerReference
        }
        onOutcome={setOutcome}
      />
    </>
  );
}

/** The operator's view of orders at the print partner: rejections and silent orders (admins only). */
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
