import { bcp47 } from '../../contract/locale/locales';
import { formatMoney } from '../../contract/money/format-money';
import type { MailMessage } from '../mail/mailer';
import type { OrderRow } from '../order/schema';
import { copyFor } from './mail-copy';

export { copyFor, PARTNER_MAIL_COPY } from './mail-copy';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type PartnerMailKind = 'shipped' | 'rejected' | 'refunded';

/**
 * The e-mail for a shipped order (its tracking link, or the carrier's number when there is no link
 * we may show), a rejected one (the reason and what next) or one refunded after its rejection (how
 * much), in the order's language. `refundedMinor` is the amount refunded, in the order's currency.
 */
export function partnerMail(
  order: OrderRow,
  status: PartnerMailKind,
  link: string,
  refundedMinor = order.totals.totalMinor,
): MailMessage {
  const copy = copyFor(order.locale);
  const amount = formatMoney({ amount: refundedMinor, currency: order.currency }, bcp47(order.locale));
  const fill = (s: string) => s.replaceAll('{ref}', order.reference).replaceAll('{amount}', amount);
  const followLine = `${copy.follow}: ${link}`;
  const followHtml = `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.follow)}</a></p>`;
  if (status === 'shipped') {
    const number = order.trackingId ? `${copy.trackingNumber}: ${order.trackingId}` : null;
    const track = order.trackingUrl
      ? `${copy.track}: ${order.trackingUrl}${order.trackingId ? ` (${order.trackingId})` : ''}`
      : (number ?? copy.noTracking);
    return {
      to: order.email ?? '',
      subject: fill(copy.shippedSubject),
      link: order.trackingUrl ?? link,
      text: [fill(copy.shippedLead), '', track, '', followLine].join('\n'),
      html: `<p>${escapeHtml(fill(copy.shippedLead))}</p><p>${
        order.trackingUrl
          ? `<a href="${escapeHtml(order.trackingUrl)}">${escapeHtml(copy.track)}</a>${order.trackingId ? ` (${escapeHtml(order.trackingId)})` : ''}`
          : escapeHtml(number ?? copy.noTracking)
      }</p>${followHtml}`,
    };
  }
  if (status === 'refunded')
    return {
      to: order.email ?? '',
      subject: fill(copy.refundedSubject),
      link,
      text: [fill(copy.refundedLead), '', copy.refundedNext, '', followLine].join('\n'),
      html: `<p>${escapeHtml(fill(copy.refundedLead))}</p><p>${escapeHtml(copy.refundedNext)}</p>${followHtml}`,
    };
  const reason = order.rejectionReason ?? '';
  return {
    to: order.email ?? '',
    subject: fill(copy.rejectedSubject),
    link,
    text: [fill(copy.rejectedLead), reason, '', copy.rejectedNext, '', followLine].join('\n'),
    html: `<p>${escapeHtml(fill(copy.rejectedLead))}</p><blockquote>${escapeHtml(reason)}</blockquote><p>${escapeHtml(copy.rejectedNext)}</p>${followHtml}`,
  };
}
