import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';
import { useAccountSection } from '../../ui/sections';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.settings.title')}
      intro={t('pages.settings.intro')}
      section={useAccountSection()}
    />
  );
}
