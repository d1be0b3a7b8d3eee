import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function SignInLinkPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.signInLink.title')} intro={t('pages.signInLink.intro')} />;
}
