import type { Block } from '../schema/blocks';
import { LOCALES } from '../schema/locales';
import { paths } from '../site/paths';
import { findType, findTypeByCode, type SiteCatalog } from './catalog';
import type { Content } from './load-content';

/** Every locale-neutral path the site will have. */
export function sitePaths(content: Content): Set<string> {
  const out = new Set<string>();
  for (const kind of content.pages.keys()) out.add(paths.page(kind));
  for (const [, byLocale] of content['product-types']) out.add(paths.productTypes(byLocale.en.category));
  for (const [, byLocale] of content.products) out.add(paths.product(byLocale.en.category, byLocale.en.type));
  for (const slug of content.articles.keys()) out.add(paths.article(slug));
  for (const slug of content.categories.keys()) out.add(paths.category(slug));
  for (const slug of content.collections.keys()) out.add(paths.collection(slug));
  for (const slug of content.authors.keys()) out.add(paths.author(slug));
  return out;
}

function blockLinks(block: Block): string[] {
  switch (block.type) {
    case 'hero':
      return [block.cta.href, ...(block.secondary ? [block.secondary.href] : [])];
    case 'grid':
      return block.items.flatMap((i) => (i.link ? [i.link.href] : []));
    case 'offers':
      return block.items.map((i) => i.link.href);
    default:
      return [];
  }
}

/**
 * Checks what zod cannot see file by file: categories, authors and articles that are referred to
 * exist; products name catalog types; site links point at real pages. Answers `file: field: message`.
 */
export function checkReferences(
  content: Content,
  catalog: SiteCatalog,
  contentDir = 'marketing/content',
): string[] {
  const problems: string[] = [];
  const known = sitePaths(content);
  const file = (collection: string, locale: string, slug: string) =>
    `${contentDir}/${collection}/${locale}/${slug}.json`;
  const checkBlocks = (collection: string, slug: string, byLocale: Record<string, { blocks: Block[] }>) => {
    for (const locale of LOCALES) {
      byLocale[locale]!.blocks.forEach((block, i) => {
        if (block.type === 'productCarousel') {
          block.types.forEach((code, j) => {
            if (!findTypeByCode(catalog, code)) {
              problems.push(
                `${file(collection, locale, slug)}: blocks[${i}].types[${j}]: no catalog type "${code}"`,
              );
            }
          });
        }
        for (const href of blockLinks(block)) {
          if (
            href.startsWith('/') &&
            !href.startsWith('/webapp') &&
            !known.has(href.replace(/[?#].*$/, ''))
          ) {
            problems.push(`${file(collection, locale, slug)}: blocks[${i}]: link to unknown page ${href}`);
          }
        }
      });
    }
  };
  for (const [slug, byLocale] of content.pages) checkBlocks('pages', slug, byLocale);
  for (const [slug, byLocale] of content.products) {
    checkBlocks('products', slug, byLocale);
    for (const locale of LOCALES) {
      const p = byLocale[locale];
      if (!findType(catalog, p.category, p.type)) {
        problems.push(`${file('products', locale, slug)}: type: no catalog type "${p.category}/${p.type}"`);
      }
    }
  }
  for (const [slug, byLocale] of content['product-types']) {
    checkBlocks('product-types', slug, byLocale);
    for (const locale of LOCALES) {
      if (!catalog.categories.some((c) => c.code === byLocale[locale].category)) {
        problems.push(
          `${file('product-types', locale, slug)}: category: no catalog category "${byLocale[locale].category}"`,
        );
      }
    }
  }
  for (const [slug, byLocale] of content.articles) {
    checkBlocks('articles', slug, byLocale);
    for (const locale of LOCALES) {
      const a = byLocale[locale];
      if (!content.categories.has(a.category))
        problems.push(`${file('articles', locale, slug)}: category: no category "${a.category}"`);
      if (!content.authors.has(a.author))
        problems.push(`${file('articles', locale, slug)}: author: no author "${a.author}"`);
    }
  }
  for (const [slug, byLocale] of content.collections) {
    for (const locale of LOCALES) {
      byLocale[locale].articles.forEach((a, i) => {
        if (!content.articles.has(a))
          problems.push(`${file('collections', locale, slug)}: articles[${i}]: no article "${a}"`);
      });
    }
  }
  return problems;
}
