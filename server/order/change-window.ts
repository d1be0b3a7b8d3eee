import type { PostalAddress } from '../basket/schema';
import type { OrderRow } from './schema';

/** The cancel that asks the printer again until it answers (order/changes.ts). */
export const JOB_ORDER_CANCEL = 'order.partner-cancel';
/** The e-mail telling the customer the printer's answer to a change or cancel. */
export const JOB_CHANGE_MAIL = 'order.change-mail';

type AddressIn = Omit<PostalAddress, 'line2' | 'region' | 'phoneNumber'> & Partial<PostalAddress>;

/** An address as an order and its print job keep it: every field present, absent ones null. */
export const postal = (a: AddressIn) => ({
  fullName: a.fullName,
  line1: a.line1,
  line2: a.line2 ?? null,
  city: a.city,
  region: a.region ?? null,
  postcode: a.postcode,
  countryCode: a.countryCode,
  phoneNumber: a.phoneNumber ?? null,
});

/**
 * Where an order stands for a change (address, layout, pages) or a cancel:
 * - held: ours alone. Unpaid (closesAt null), or paid and inside the change window, which starts at
 *   payment and lasts ORDER_CANCEL_WINDOW_MINUTES; nothing has gone to the printer.
 * - partner: the window closed and the printer has the job: a change or cancel is asked of it,
 *   and its answer (done, or refused with its reason) is the customer's.
 * - closed: nothing can change now, with the reason (its code for the client).
 */
export type ChangeWindow =
  | { mode: 'held'; closesAt: Date | null }
  | { mode: 'partner' }
  | { mode: 'closed'; code: ClosedCode; reason: string };

export type ClosedCode =
  | 'cancelled'
  | 'cancelling'
  | 'in_production'
  | 'shipped'
  | 'handing_off'
  | 'rejected';

export const windowClosesAt = (order: Pick<OrderRow, 'paidAt'>, windowMinutes: number) =>
  order.paidAt ? new Date(order.paidAt.getTime() + windowMinutes * 60_000) : null;

export function changeWindow(order: OrderRow, windowMinutes: number, now: Date): ChangeWindow {
  const closed = (code: ClosedCode, reason: string) => ({ mode: 'closed' as const, code, reason });
  switch (order.status) {
    case 'placed':
    case 'payment_failed':
      return { mode: 'held', closesAt: null };
    case 'cancelled':
      return closed('cancelled', 'This order is already cancelled.');
    case 'cancelling':
      return closed('cancelling', 'Your cancel is with the printer; we will tell you its answer.');
    case 'shipped':
    case 'delivered':
      return closed(
        'shipped',
        'This order has left the printer, so it can no longer be changed or cancelled.',
      );
    case 'in_production':
      return closed(
        'in_production',
        'The printer has started printing this order, so it can no longer be changed or cancelled.',
      );
  }
  const closesAt = windowClosesAt(order, windowMinutes);
  if (!order.handedOffAt && closesAt && now.getTime() < closesAt.getTime()) return { mode: 'held', closesAt };
  if (order.partnerStatus === 'rejected')
    return closed('rejected', 'The printer could not print this order; we will write to you about it.');
  if (order.partnerReference && order.partnerStatus !== 'canceled') return { mode: 'partner' };
  return closed(
    'handing_off',
    'The change window has closed and this order is on its way to the printer; try again in a minute.',
  );
}
