import { useTranslation } from 'react-i18next';
import type { Order } from '../api/types';
import { useDates } from './money';

/** A step done (`at`), or ahead: undated, or due at `due` (the change window's close). */
type Step = { key: string; label: string; at: string | null; due?: string };

/** The customer's steps in order; the ones still to come are shown without a date. */
const AHEAD = ['paid', 'in_production', 'shipped', 'delivered'] as const;

/**
 * Merges the order's own history (ordered, paid, in production, shipped, delivered, cancelled)
 * with what only the printer knows (sent to it, rejected, cancelled there), oldest first, and
 * the steps still ahead while the order is on its way.
 */
export function timelineSteps(
  order: Pick<Order, 'history' | 'fulfilment' | 'status'> & Partial<Pick<Order, 'changeClosesAt'>>,
  label: (key: string) => string,
) {
  const steps: Step[] = order.history.map((h, i) => ({
    key: `order-${i}`,
    label:
      h.status === 'placed'
        ? label('fulfilment.ordered')
        : h.status === 'cancelling'
          ? label('lifecycle:status.cancelling')
          : label(`status.${h.status}`),
    at: h.at,
  }));
  const sent = order.fulfilment?.history.find((h) => h.status === 'accepted' || h.status === 'submitted');
  if (sent) steps.push({ key: 'partner-sent', label: label('fulfilment.atPrinter'), at: sent.at });
  for (const [i, h] of (order.fulfilment?.history ?? []).entries()) {
    if (h.status === 'rejected')
      steps.push({ key: `partner-${i}`, label: label('fulfilment.rejected'), at: h.at });
    if (h.status === 'canceled')
      steps.push({ key: `partner-${i}`, label: label('fulfilment.partnerCanceled'), at: h.at });
  }
  steps.sort((a, b) => Date.parse(a.at!) - Date.parse(b.at!));
  const stopped =
    order.status === 'cancelled' ||
    order.status === 'payment_failed' ||
    order.fulfilment?.status === 'rejected';
  if (!stopped) {
    const reached = new Set(order.history.map((h) => h.status as string));
    for (const s of AHEAD) {
      if (s === 'in_production' && !sent) {
        // Held in the change window first, then sent to the printer when it closes.
        if (order.changeClosesAt)
          steps.push({
            key: 'ahead-window',
            label: label('lifecycle:timeline.window'),
            at: null,
            due: order.changeClosesAt,
          });
        steps.push({ key: 'ahead-sent', label: label('fulfilment.atPrinter'), at: null });
      }
      if (!reached.has(s)) steps.push({ key: `ahead-${s}`, label: label(`status.${s}`), at: null });
    }
  }
  return steps;
}

/** A link to the carrier's tracking page, in a new tab (it is someone else's site). */
export function TrackingLink({ url }: { url: string }) {
  const { t } = useTranslation('commerce');
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="tracking-link">
      {t('fulfilment.track')}
      <span className="visually-hidden"> {t('fulfilment.newTab')}</span>
    </a>
  );
}

/** The order's life with dates, its parcel's tracking, and what happens after a printer's rejection. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('commerce');
  const dates = useDates();
  const { t: tl } = useTranslation('lifecycle');
  const steps = timelineSteps(order, (key) =>
    key.startsWith('lifecycle:') ? tl(key.slice('lifecycle:'.length)) : t(key),
  );
  const f = order.fulfilment;
  return (
    <>
      <ol className="timeline" aria-label={t('orders.timeline')}>
        {steps.map((s) => (
          <li key={s.key} className={s.at ? 'timeline-done' : 'timeline-ahead'}>
            <strong>{s.label}</strong>{' '}
            {s.at || s.due ? (
              <time className="muted" dateTime={s.at ?? s.due}>
                {dates.dateTime((s.at ?? s.due)!)}
              </time>
            ) : (
              <span className="muted">{t('fulfilment.ahead')}</span>
            )}
          </li>
        ))}
      </ol>
      {f?.trackingUrl && order.status !== 'cancelled' && (
        <p className="tracking">
          <TrackingLink url={f.trackingUrl} />
          {f.trackingId && (
            <span className="muted">{t('fulfilment.trackingNumber', { id: f.trackingId })}</span>
          )}
        </p>
      )}
      {f?.status === 'rejected' && order.status !== 'cancelled' && (
        <section className="panel rejection" aria-labelledby="rejection-title">
          <h3 id="rejection-title">{t('fulfilment.rejectedTitle')}</h3>
          {f.rejectionReason && <p>{t('fulfilment.reason', { reason: f.rejectionReason })}</p>}
          <p>{t('fulfilment.next')}</p>
        </section>
      )}
    </>
  );
}
