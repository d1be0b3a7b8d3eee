import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';

export default function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.checkout.title')}
      intro={t('pages.checkout.intro')}
      section={useCheckoutSection()}
    />
  );
}
