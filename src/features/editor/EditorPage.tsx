import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function EditorPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.editor.title')} intro={t('pages.editor.intro')} />;
}
