import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';

export default function ConfirmationPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.confirmation.title')} intro={t('pages.confirmation.intro')} />;
}
