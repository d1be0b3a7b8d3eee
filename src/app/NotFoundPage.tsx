import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageFrame } from '../ui/PageFrame';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.notFound.title')} intro={t('pages.notFound.intro')}>
      <p className="actions">
        <Link className="button" href="/">
          {t('pages.notFound.home')}
        </Link>
        <Link className="button secondary" href="/new-print">
          {t('actions.startPrint')}
        </Link>
      </p>
    </PageFrame>
  );
}
