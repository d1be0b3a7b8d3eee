import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';

export default function OrderStatusPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.orderStatus.title')}
      intro={t('pages.orderStatus.intro')}
      section={useAccountSection()}
    />
  );
}
