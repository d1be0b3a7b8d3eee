import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';

export default function TransactionSummaryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.transactionSummary.title')}
      intro={t('pages.transactionSummary.intro')}
      section={useAccountSection()}
    />
  );
}
