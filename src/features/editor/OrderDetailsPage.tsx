import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function OrderDetailsPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.orderDetails.title')} intro={t('pages.orderDetails.intro')} />;
}
