import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { formatMoney } from '../../ui/format';
import { PageFrame } from '../../ui/PageFrame';
import { CatalogState } from '../catalog/CatalogState';
import { CategoryCards } from '../catalog/CategoryCards';
import { useShopCatalog } from '../catalog/use-shop-catalog';

/** /new-print: category, then type, then size; the size leads to the uploader. */
export default function NewPrintPage() {
  const { t } = useTranslation();
  const query = useShopCatalog();
  const params = useParams<{ category?: string; type?: string }>();
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
              <ul className="card-grid">
                {category.types.map((ty) => (
                  <li key={ty.code}>
                    <Link href={`/new-print/${category.code}/${ty.code}`} className="card">
                      <span className="card-title">{ty.name}</span>
                      <span className="card-price">
                        {t('catalog.from', { price: formatMoney(ty.fromPrice, query.locale) })}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </PageFrame>
          );
        }
        return (
          <PageFrame title={`${category.name} · ${type.name}`} intro={t('pages.newPrint.pickSize')}>
            <Link href={`/new-print/${category.code}`} className="back-link">
              {t('actions.back')}
            </Link>
            <ul className="size-list">
              {type.products.map((p) => (
                <li key={p.code}>
                  <Link href={`/new-print/uploader?product=${p.code}`} className="size-row">
                    <span>
                      {p.size} · {t(`catalog.orientation.${p.orientation}`)}
                      {p.kind === 'book' && (
                        <small className="muted">
                          {' '}
                          · {t('catalog.pages', { min: p.pages.min, max: p.pages.max })}
                        </small>
                      )}
                    </span>
                    <span className="price">{formatMoney(p.price.base, query.locale)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </PageFrame>
        );
      }}
    </CatalogState>
  );
}
