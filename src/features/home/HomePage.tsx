import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFeatureValue } from '../../flags/use-feature-value';
import { PageFrame } from '../../ui/PageFrame';
import { CatalogState } from '../../catalog/CatalogState';
import { CategoryCards } from '../../catalog/CategoryCards';
import { useShopCatalog } from '../../catalog/use-shop-catalog';

export default function HomePage() {
  const { t } = useTranslation();
  const query = useShopCatalog();
  // Experiment home-cta-style (server/features): the solid brand button or the accent one.
  const ctaStyle = useFeatureValue('home-cta-style', 'solid');
  return (
    <PageFrame title={t('pages.home.title')} intro={t('pages.home.intro')}>
      <p className="actions">
        {/* Straight to the photo picker with the book most customers make; see DEFAULT_PHOTO_BOOK. */}
        <Link className={ctaStyle === 'accent' ? 'button accent' : 'button'} href="/new-print/uploader">
          {t('road.startPhotoBook')}
        </Link>
        <Link className="button secondary" href="/new-print">
          {t('road.otherProducts')}
        </Link>
        <Link className="button secondary" href="/welcome">
          {t('pages.home.howItWorks')}
        </Link>
      </p>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('pages.home.categories')}</h2>
        <CatalogState query={query}>
          {(catalog) => <CategoryCards categories={catalog.categories} locale={query.locale} />}
        </CatalogState>
      </section>
    </PageFrame>
  );
}
