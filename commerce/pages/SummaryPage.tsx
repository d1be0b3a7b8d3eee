import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';

export default function SummaryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.summary.title')}
      intro={t('pages.summary.intro')}
      section={useCheckoutSection()}
    />
  );
}
