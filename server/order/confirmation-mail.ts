import type { MailMessage } from '../mail/mailer';
import { formatArrival } from '../shipping/arrival-format';
import { formatMoney } from '../voucher/evaluate';
import type { OrderItemRow, OrderRow } from './schema';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The order confirmation e-mail: what was ordered, the total and when it should arrive. */
export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[], link: string): MailMessage {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const lines = items.map(
    (i) => `${i.quantity} × ${i.title} (${i.productCode}) — ${money(i.lineTotalMinor)}`,
  );
  // As dates in the customer's locale (issue 53), never ISO strings.
  const window = formatArrival(order.estimatedDelivery, order.locale);
  const text = [
    `Thank you for your order ${order.reference}.`,
    '',
    ...lines,
    '',
    `Total paid: ${money(order.totals.totalMinor)} (including VAT ${money(order.totals.vatMinor)})`,
    `Expected delivery: ${window}`,
    '',
    `Follow your order: ${link}`,
  ].join('\n');
  const html = `<p>Thank you for your order <strong>${escapeHtml(order.reference)}</strong>.</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>Total paid: ${escapeHtml(money(order.totals.totalMinor))} (including VAT ${escapeHtml(money(order.totals.vatMinor))})<br>
Expected delivery: ${escapeHtml(window)}</p>
<p><a href="${escapeHtml(link)}">Follow your order</a></p>`;
  return { to: order.email ?? '', subject: `Your Bindery order ${order.reference}`, text, html, link };
}
