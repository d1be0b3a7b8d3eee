import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function WelcomePage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.welcome.title')} intro={t('pages.welcome.intro')} />;
}
