import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { RequireSession } from '../../src/auth/RequireSession';
import { PageFrame } from '../../src/ui/PageFrame';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { useBasket } from '../api/use-basket';
import { checkout } from '../api/checkout-state';
import '../commerce.css';

/** /checkout sends the customer to the first step still to do. */
function NextStep() {
  const { t } = useTranslation('commerce');
  const query = useBasket();
  const [, navigate] = useLocation();
  useEffect(() => {
    const b = query.data;
    if (!b) return;
    const next =
      b.items.length === 0
        ? '/basket'
        : !b.deliveryAddress
          ? '/checkout/delivery-address'
          : !b.shippingMethod
            ? '/checkout/shipping-options'
            : !checkout.card
              ? '/checkout/payment-methods'
              : '/checkout/summary';
    navigate(next, { replace: true });
  }, [query.data, navigate]);
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  return <Loading />;
}

export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.checkout.title')}>
      <RequireSession>
        <NextStep />
      </RequireSession>
    </PageFrame>
  );
}
