import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';
import { useAccountSection } from '../../ui/sections';

export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.account.title')}
      intro={t('pages.account.intro')}
      section={useAccountSection()}
    />
  );
}
