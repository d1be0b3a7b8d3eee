import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';

export default function OrderHistoryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.orderHistory.title')}
      intro={t('pages.orderHistory.intro')}
      section={useAccountSection()}
    />
  );
}
