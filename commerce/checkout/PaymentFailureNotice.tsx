import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentFailure } from './payment-failure';

/**
 * Why the payment did not go through, and that nothing was lost: the order waits unpaid under its
 * reference, the basket is kept. Brought into view and focused when it appears (issue 53: on a
 * phone the old notice was scrolled off the top of the screen), announced as an alert.
 */
export function PaymentFailureNotice({ reference, failure }: { reference: string; failure: PaymentFailure }) {
  const { t } = useTranslation('payment-failure');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} className="form-alert payment-failure" role="alert" tabIndex={-1}>
      <p>
        <strong>{t('title')}</strong> {t(`reasons.${failure.reason}`)}
      </p>
      <p>{t('kept', { reference })}</p>
      <p>{t('next')}</p>
    </div>
  );
}
