import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.promotions.title')} intro={t('pages.promotions.intro')} />;
}
