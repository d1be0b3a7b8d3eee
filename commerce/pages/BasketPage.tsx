import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';

export default function BasketPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.basket.title')} intro={t('pages.basket.intro')} />;
}
