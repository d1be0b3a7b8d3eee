import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function SharedPrintPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.sharedPrint.title')} intro={t('pages.sharedPrint.intro')} />;
}
