import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

export function useAccountSection() {
  const { t } = useTranslation();
  const [current] = useLocation();
  return {
    label: t('nav.accountSection'),
    current,
    links: [
      { href: '/account', label: t('pages.account.title') },
      { href: '/account/my-designs', label: t('pages.myDesigns.title') },
      { href: '/account/order/history', label: t('pages.orderHistory.title') },
      { href: '/account/profile', label: t('pages.profile.title') },
      { href: '/account/address-book', label: t('pages.addressBook.title') },
      { href: '/account/saved-cards', label: t('pages.savedCards.title') },
      { href: '/account/settings', label: t('pages.settings.title') },
    ],
  };
}

export function useCheckoutSection() {
  const { t } = useTranslation();
  const [current] = useLocation();
  return {
    label: t('nav.checkoutSteps'),
    current,
    steps: true,
    links: [
      { href: '/checkout/delivery-address', label: t('pages.deliveryAddress.title') },
      { href: '/checkout/shipping-options', label: t('pages.shippingOptions.title') },
      { href: '/checkout/payment-methods', label: t('pages.paymentMethods.title') },
      { href: '/checkout/summary', label: t('pages.summary.title') },
    ],
  };
}
