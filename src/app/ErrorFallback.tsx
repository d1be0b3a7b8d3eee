import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Shown in place of a page that failed to render; the header and navigation keep working. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="page" id="main">
      <h1>{t('errorPage.title')}</h1>
      <p className="page-intro">{t('errorPage.intro')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={onRetry}>
          {t('status.retry')}
        </button>
        <Link className="button secondary" href="/">
          {t('pages.notFound.home')}
        </Link>
      </p>
    </main>
  );
}
