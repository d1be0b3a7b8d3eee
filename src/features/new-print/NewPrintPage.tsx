import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PageFrame } from '../../ui/PageFrame';
import { CatalogState } from '../../catalog/CatalogState';
import { CategoryCards } from '../../catalog/CategoryCards';
import { useShopCatalog } from '../../catalog/use-shop-catalog';
import { SizeCards } from './SizeCards';
import { StyleCards } from './StyleCards';

/**
 * /new-print: category, then style (type), then size, each shown by pictures of the real product;
 * the size leads to the uploader. "Start your photo book" skips all three (DEFAULT_PHOTO_BOOK).
 */
export default function NewPrintPage() {
  const { t, i18n } = useTranslation();
  const query = useShopCatalog();
  const params = useParams<{ category?: string; type?: string }>();
  // The style and size steps' words (the prints namespace) load while the customer picks a
  // category, so the next step does not wait for them.
  useEffect(() => {
    void i18n.loadNamespaces('prints');
  }, [i18n]);
  if (!params.category) {
    // The heading does not depend on the catalog, so it paints with the page, not after the catalog.
    return (
      <PageFrame title={t('pages.newPrint.title')} intro={t('pages.newPrint.pickCategory')}>
        <CatalogState query={query}>
          {(catalog) => <CategoryCards categories={catalog.categories} locale={query.locale} />}
        </CatalogState>
      </PageFrame>
    );
  }
  return (
    <CatalogState query={query}>
      {(catalog) => {
        const category = catalog.categories.find((c) => c.code === params.category);
        const type = category?.types.find((ty) => ty.code === params.type);
        if (!category) {
          return <PageFrame title={t('pages.newPrint.unknown')} intro={t('pages.newPrint.unknownIntro')} />;
        }
        if (!type) {
          return (
            <PageFrame title={category.name} intro={t('pages.newPrint.pickType')}>
              <Link href="/new-print" className="back-link">
                {t('actions.back')}
              </Link>
              <StyleCards category={category} locale={query.locale} />
            </PageFrame>
          );
        }
        return (
          <PageFrame title={`${category.name} · ${type.name}`} intro={t('pages.newPrint.pickSize')}>
            <Link href={`/new-print/${category.code}`} className="back-link">
              {t('actions.back')}
            </Link>
            <SizeCards type={type} locale={query.locale} />
          </PageFrame>
        );
      }}
    </CatalogState>
  );
}
