import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';

export default function ShippingOptionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.shippingOptions.title')}
      intro={t('pages.shippingOptions.intro')}
      section={useCheckoutSection()}
    />
  );
}
