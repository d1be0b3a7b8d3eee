import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function SignInPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.signIn.title')} intro={t('pages.signIn.intro')} />;
}
