import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';
import { useAccountSection } from '../../ui/sections';
import { MyDesigns } from './MyDesigns';

export default function MyDesignsPage() {
  const { t } = useTranslation(['common', 'prints']);
  return (
    <PageFrame
      title={t('pages.myDesigns.title')}
      intro={t('pages.myDesigns.intro')}
      section={useAccountSection()}
    >
      <MyDesigns />
    </PageFrame>
  );
}
