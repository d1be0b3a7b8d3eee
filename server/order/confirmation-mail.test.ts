import { describe, expect, it } from 'vitest';
import { partnerMail } from '../print-partner/mail';
import { orderConfirmationMail } from './confirmation-mail';
import type { OrderItemRow, OrderRow } from './schema';

const order = (locale: string, currency: string) =>
  ({
    id: 'o1',
    reference: 'BND-7K2QX9MA',
    locale,
    currency,
    email: 'ada@example.test',
    totals: { totalMinor: 2898, vatMinor: 483 },
    estimatedDelivery: { earliest: '2026-12-04', latest: '2026-12-04' },
    trackingUrl: null,
    trackingId: null,
    rejectionReason: null,
  }) as unknown as OrderRow;
const items = [
  { quantity: 1, title: 'Summer', productCode: 'BOOK-HC-20X20', lineTotalMinor: 2499 },
] as unknown as OrderItemRow[];

describe('customer e-mails', () => {
  it('confirms an order in its language, with a local date and the product name', () => {
    const mail = orderConfirmationMail(order('de-de', 'EUR'), items, 'https://x.example/o1');
    expect(mail.subject).toBe('Ihre Bindery-Bestellung BND-7K2QX9MA');
    expect(mail.text).toContain('Voraussichtliche Lieferung: 4. Dezember 2026');
    expect(mail.text).toContain('Hardcover · 20 × 20 cm');
    expect(mail.text).toContain('28,98');
    for (const body of [mail.text, mail.html]) {
      expect(body).not.toContain('BOOK-HC-20X20');
      expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(orderConfirmationMail(order('en', 'GBP'), items, 'https://x.example/o1').text).toContain(
      'Expected delivery: December 4, 2026',
    );
  });

  it('tells of a refund after a rejection, with the amount, in the order language', () => {
    const en = partnerMail(order('en', 'GBP'), 'refunded', 'https://x.example/o1', 2898);
    expect(en.subject).toBe('Your Bindery order BND-7K2QX9MA has been refunded');
    expect(en.text).toContain('£28.98');
    const pl = partnerMail(order('pl-pl', 'PLN'), 'refunded', 'https://x.example/o1', 12900);
    expect(pl.subject).toContain('Zwróciliśmy');
    expect(pl.text).toMatch(/129,00\s*zł/);
  });
});
