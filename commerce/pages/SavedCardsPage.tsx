import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';

export default function SavedCardsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.savedCards.title')}
      intro={t('pages.savedCards.intro')}
      section={useAccountSection()}
    />
  );
}
