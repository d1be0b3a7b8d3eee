import { bcp47 } from '../../contract/locale/locales';
import { formatMoney } from '../../contract/money/format-money';
import { localDateRange, productName } from '../mail/local-format';
import type { MailMessage } from '../mail/mailer';
import { confirmationCopyFor } from './confirmation-copy';
import type { OrderItemRow, OrderRow } from './schema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The order confirmation e-mail in the order's language: what was ordered (each product by its
 * customer name), the total and when it should arrive, in the locale's own money and dates.
 */
export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[], link: string): MailMessage {
  const copy = confirmationCopyFor(order.locale);
  const tag = bcp47(order.locale);
  const money = (minor: number) => formatMoney({ amount: minor, currency: order.currency }, tag);
  const lines = items.map(
    (i) =>
      `${i.quantity} × ${i.title} (${productName(i.productCode, order.locale)}) — ${money(i.lineTotalMinor)}`,
  );
  const values = {
    ref: order.reference,
    total: money(order.totals.totalMinor),
    vat: money(order.totals.vatMinor),
    window: localDateRange(order.estimatedDelivery.earliest, order.estimatedDelivery.latest, order.locale),
  };
  const text = [
    fill(copy.thanks, values),
    '',
    ...lines,
    '',
    fill(copy.total, values),
    fill(copy.delivery, values),
    '',
    `${copy.follow}: ${link}`,
  ].join('\n');
  const html = `<p>${escapeHtml(fill(copy.thanks, values))}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>${escapeHtml(fill(copy.total, values))}<br>
${escapeHtml(fill(copy.delivery, values))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.follow)}</a></p>`;
  return { to: order.email ?? '', subject: fill(copy.subject, values), text, html, link };
}
