import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';

export default function UploaderPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.uploader.title')} intro={t('pages.uploader.intro')} />;
}
