import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';
import { useAccountSection } from '../../ui/sections';

export default function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.profile.title')}
      intro={t('pages.profile.intro')}
      section={useAccountSection()}
    />
  );
}
