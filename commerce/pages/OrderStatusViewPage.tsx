import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';

export default function OrderStatusViewPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.orderStatusView.title')}
      intro={t('pages.orderStatusView.intro')}
      section={useAccountSection()}
    />
  );
}
