import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMoney } from '../../ui/format';
import { PageFrame } from '../../ui/PageFrame';
import { CatalogState } from '../../catalog/CatalogState';
import { useShopCatalog } from '../../catalog/use-shop-catalog';

export default function ProductsPage() {
  const { t } = useTranslation();
  const query = useShopCatalog();
  return (
    <PageFrame title={t('pages.products.title')} intro={t('pages.products.intro')}>
      <CatalogState query={query}>
        {(catalog) =>
          catalog.categories.map((category) => (
            <section key={category.code} aria-labelledby={`cat-${category.code}`} className="product-section">
              <h2 id={`cat-${category.code}`}>{category.name}</h2>
              {category.types.map((type) => (
                <div key={type.code} className="product-type">
                  <h3>{type.name}</h3>
                  <ul className="size-list">
                    {type.products.map((p) => (
                      <li key={p.code}>
                        <Link
                          href={`/new-print/${category.code}/${type.code}?size=${p.code}`}
                          className="size-row"
                        >
                          <span>
                            {p.size} · {t(`catalog.orientation.${p.orientation}`)}
                          </span>
                          <span className="price">{formatMoney(p.price.base, query.locale)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ))
        }
      </CatalogState>
    </PageFrame>
  );
}
