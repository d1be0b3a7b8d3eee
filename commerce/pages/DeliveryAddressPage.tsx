import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';

export default function DeliveryAddressPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.deliveryAddress.title')}
      intro={t('pages.deliveryAddress.intro')}
      section={useCheckoutSection()}
    />
  );
}
