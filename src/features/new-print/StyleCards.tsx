import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { stylePicture } from '../../../contract/catalog/product-pictures';
import { formatMoney } from '../../ui/format';
import { ProductPicture } from '../../catalog/ProductPicture';
import type { CatalogCategory, CatalogType } from '../../catalog/use-catalog';

/** What a style's picture shows: a book's cover and spread, a calendar's cover and month, prints. */
function kindOf(type: CatalogType): 'book' | 'calendar' | 'print' {
  return type.products[0]?.kind ?? 'book';
}

/** The styles of a category, each with its picture and a line on how it differs from the others. */
export function StyleCards({ category, locale }: { category: CatalogCategory; locale: string }) {
  const { t } = useTranslation(['prints', 'common']);
  return (
    <ul className="card-grid style-grid">
      {category.types.map((ty) => (
        <li key={ty.code}>
          <Link href={`/new-print/${category.code}/${ty.code}`} className="card style-card">
            <ProductPicture
              picture={stylePicture(ty.code)}
              alt={t(`choice.styleAlt.${kindOf(ty)}`, { name: ty.name })}
            />
            <span className="card-title">{ty.name}</span>
            <span className="card-line">{t(`choice.style.${ty.code}`, { defaultValue: '' })}</span>
            <span className="card-price">
              {t('common:catalog.from', { price: formatMoney(ty.fromPrice, locale) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
