import { escapeHtml } from '../web/escape-html';
import { formatMoney } from '../money/format-money';
import type { CatalogCategory } from './catalog';
import { pictureTypeOf } from './category-picture';
import { pictureUrl, stylePicture } from './product-pictures';

/** Where /new-print's first screen (first-screens.json) takes the category cards. */
export const CATEGORY_CARDS_TOKEN = '%BINDERY_CATEGORY_CARDS%';
/** Where a locale's "from {{price}}" (catalog.from) takes the price. */
export const PRICE_TOKEN = '%BINDERY_PRICE%';

type CardCategory = Pick<CatalogCategory, 'code' | 'name' | 'fromPrice' | 'types'>;

/**
 * The cards' pictures, for the page to ask for them with its HTML (`<link rel="preload">`): they
 * are the first screen's largest paint, and arrive sooner asked for before the page is laid out.
 */
export function categoryPictureUrls(categories: readonly CardCategory[]): string[] {
  return categories.flatMap((category) => {
    const type = pictureTypeOf(category);
    return type ? [pictureUrl(stylePicture(type))] : [];
  });
}

/**
 * The markup of src/catalog/CategoryCards.tsx (with ProductPicture) for a catalog: the server puts
 * it into /new-print's first screen, so the products' pictures paint with the page rather than
 * after the scripts and the catalog have arrived. `fromTemplate` is the locale's catalog.from with
 * PRICE_TOKEN for the price. src/app/static-first-screen.test.tsx renders the component and
 * compares, so a change to either shows there.
 */
export function categoryCardsHtml(
  categories: readonly CardCategory[],
  locale: string,
  fromTemplate: string,
): string {
  const e = escapeHtml;
  const cards = categories.map((category, i) => {
    const type = pictureTypeOf(category);
    const picture = type ? stylePicture(type) : null;
    // The first card's picture is the screen's largest paint: loaded and painted at once.
    const loading = i === 0 ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
    const img = picture
      ? `<img src="${e(pictureUrl(picture))}" width="${picture.width}" height="${picture.height}" alt="" ${loading} class="product-picture">`
      : '';
    const from = fromTemplate.replace(PRICE_TOKEN, formatMoney(category.fromPrice, locale));
    return `<li><a href="/webapp/new-print/${e(category.code)}" class="card">${img}<span class="card-title">${e(category.name)}</span><span class="card-price">${e(from)}</span></a></li>`;
  });
  return `<ul class="card-grid">${cards.join('')}</ul>`;
}
