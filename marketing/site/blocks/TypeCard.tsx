import { type CatalogCategory, type CatalogType, nameIn } from '../../build/catalog';
import { type Currency, LOCALE_CURRENCY } from '../../schema/locales';
import { useSite } from '../context';
import { paths } from '../paths';
import { ProductPicture } from './ProductArt';

/** The lowest base price of a product type in a currency. */
export function fromPrice(type: CatalogType, currency: Currency): number | null {
  const prices = type.products.map((p) => p.prices[currency]?.base).filter((p) => p !== undefined);
  return prices.length > 0 ? Math.min(...prices) : null;
}

export function TypeCard({ category, type }: { category: CatalogCategory; type: CatalogType }) {
  const { t, link, catalogLang, price, locale } = useSite();
  const from = fromPrice(type, LOCALE_CURRENCY[locale]);
  return (
    <div className="card" style={{ height: '100%' }}>
      <ProductPicture type={type.code} className="thumb" />
      <p className="eyebrow">{nameIn(category.name, catalogLang)}</p>
      <h3>
        <a href={link(paths.product(category.code, type.code))}>{nameIn(type.name, catalogLang)}</a>
      </h3>
      {from !== null && <p className="meta">{t('product.from', { price: price(from) })}</p>}
    </div>
  );
}
