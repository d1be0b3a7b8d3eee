import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { stylePicture } from '../../contract/catalog/product-pictures';
import { formatMoney } from '../ui/format';
import { pictureTypeOf } from './category-picture';
import { ProductPicture } from './ProductPicture';
import type { CatalogCategory } from './use-catalog';

export function CategoryCards({ categories, locale }: { categories: CatalogCategory[]; locale: string }) {
  const { t } = useTranslation();
  return (
    <ul className="card-grid">
      {categories.map((c, i) => {
        const type = pictureTypeOf(c);
        return (
          <li key={c.code}>
            <Link href={`/new-print/${c.code}`} className="card">
              {/* The name says it all; the picture only shows it, so it is not read out twice. */}
              {type && <ProductPicture picture={stylePicture(type)} alt="" first={i === 0} />}
              <span className="card-title">{c.name}</span>
              <span className="card-price">
                {t('catalog.from', { price: formatMoney(c.fromPrice, locale) })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
