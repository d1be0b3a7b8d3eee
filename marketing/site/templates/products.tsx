import { nameIn } from '../../build/catalog';
import { LOCALE_CURRENCY } from '../../schema/locales';
import type { Page, ProductContent, ProductTypesContent } from '../../schema/content';
import { BlockList } from '../blocks/BlockList';
import { ProductArt } from '../blocks/ProductArt';
import { TypeCard } from '../blocks/TypeCard';
import { useSite } from '../context';
import { paths } from '../paths';
import { Crumbs, PageHead } from './parts';

export function ProductsListTemplate({ page, now }: { page: Page; now: number }) {
  const { catalog, catalogLang, link } = useSite();
  return (
    <>
      <PageHead heading={page.heading} intro={page.intro} />
      {catalog.categories.map((category) => (
        <section className="block" key={category.code} aria-labelledby={`cat-${category.code}`}>
          <h2 id={`cat-${category.code}`}>
            <a href={link(paths.productTypes(category.code))}>{nameIn(category.name, catalogLang)}</a>
          </h2>
          <ul className="cards">
            {category.types.map((type) => (
              <li key={type.code}>
                <TypeCard category={category} type={type} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <BlockList blocks={page.blocks} page={page} heroIsHeader={false} now={now} />
    </>
  );
}

export function ProductTypesTemplate({ content, now }: { content: ProductTypesContent; now: number }) {
  const { catalog, catalogLang, t } = useSite();
  const category = catalog.categories.find((c) => c.code === content.category)!;
  const heading = nameIn(category.name, catalogLang);
  return (
    <>
      <Crumbs trail={[[paths.page('products'), t('nav.products')]]} />
      <PageHead heading={heading} intro={content.intro} />
      <ul className="cards block">
        {category.types.map((type) => (
          <li key={type.code}>
            <TypeCard category={category} type={type} />
          </li>
        ))}
      </ul>
      <BlockList
        blocks={content.blocks}
        page={{ heading, intro: content.intro }}
        heroIsHeader={false}
        now={now}
      />
    </>
  );
}

export function ProductTemplate({ content, now }: { content: ProductContent; now: number }) {
  const { catalog, catalogLang, t, price, locale } = useSite();
  const category = catalog.categories.find((c) => c.code === content.category)!;
  const type = category.types.find((ty) => ty.code === content.type)!;
  const currency = LOCALE_CURRENCY[locale];
  const heading = nameIn(type.name, catalogLang);
  const hasPages = type.products.some((p) => p.pages);
  return (
    <>
      <Crumbs
        trail={[
          [paths.page('products'), t('nav.products')],
          [paths.productTypes(category.code), nameIn(category.name, catalogLang)],
        ]}
      />
      <section className="hero">
        <div>
          <p className="eyebrow">{nameIn(category.name, catalogLang)}</p>
          <h1>{heading}</h1>
          <p className="lead">{content.tagline}</p>
          <div className="ctas">
            <a className="btn" href={`/webapp/new-print/${category.code}/${type.code}`}>
              {t('product.design')}
            </a>
          </div>
        </div>
        <ProductArt type={type.code} />
      </section>
      <section className="block" aria-labelledby="sizes-h">
        <h2 id="sizes-h">{t('product.sizes')}</h2>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('product.size')}</th>
                {hasPages && <th scope="col">{t('product.pages')}</th>}
                <th scope="col">{t('product.price')}</th>
              </tr>
            </thead>
            <tbody>
              {type.products.map((product) => {
                const p = product.prices[currency];
                return (
                  <tr key={product.code}>
                    <td>
                      {product.size} ({product.trim.width} × {product.trim.height} mm)
                    </td>
                    {hasPages && <td>{product.pages ? `${product.pages.min}–${product.pages.max}` : ''}</td>}
                    <td>
                      {p ? price(p.base) : ''}
                      {p?.extraPage ? (
                        <>
                          <br />
                          <span className="meta">
                            {t('product.extraPage', { price: price(p.extraPage) })}
                          </span>
                        </>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <BlockList
        blocks={content.blocks}
        page={{ heading, intro: content.tagline }}
        heroIsHeader={false}
        now={now}
      />
    </>
  );
}
