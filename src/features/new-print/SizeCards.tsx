import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { sizePicture } from '../../../contract/catalog/product-pictures';
import { formatMoney } from '../../ui/format';
import { ProductPicture } from '../../catalog/ProductPicture';
import type { CatalogType } from '../../catalog/use-catalog';

/** The sizes of a style, each drawn to scale with the others; a size leads to the photo picker. */
export function SizeCards({ type, locale }: { type: CatalogType; locale: string }) {
  const { t } = useTranslation(['prints', 'common']);
  return (
    <ul className="card-grid size-grid">
      {type.products.map((p) => {
        const orientation = t(`common:catalog.orientation.${p.orientation}`);
        return (
          <li key={p.code}>
            <Link href={`/new-print/uploader?product=${p.code}`} className="card size-card">
              <ProductPicture
                picture={sizePicture(p.code)}
                alt={t('choice.sizeAlt', { size: p.size, orientation })}
              />
              <span className="card-title">
                {p.size} · {orientation}
              </span>
              {p.kind === 'book' && (
                <small className="muted">
                  {t('common:catalog.pages', { min: p.pages.min, max: p.pages.max })}
                </small>
              )}
              <span className="price">{formatMoney(p.price.base, locale)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
