import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.paymentMethods.title')}
      intro={t('pages.paymentMethods.intro')}
      section={useCheckoutSection()}
    />
  );
}
