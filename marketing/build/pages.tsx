import type { ReactElement } from 'react';
import { PAGE_KINDS } from '../schema/content';
import type { Head } from '../site/Layout';
import { paths } from '../site/paths';
import type { LocaleData } from '../site/templates/data';
import { PageTemplate } from '../site/templates/PageTemplate';
import {
  ArticleTemplate,
  AuthorTemplate,
  BlogIndexTemplate,
  CategoryTemplate,
  CollectionTemplate,
} from '../site/templates/blog';
import { ProductsListTemplate, ProductTemplate, ProductTypesTemplate } from '../site/templates/products';

export interface PlannedPage {
  /** The page kind of SPEC §2, for tests and the report. */
  kind: string;
  head: Head;
  body: ReactElement;
}

/** Every page of one locale: the single pages, products, product types and the blog. */
export function planPages(data: LocaleData, now: number): PlannedPage[] {
  const out: PlannedPage[] = [];
  for (const kind of PAGE_KINDS) {
    const page = data.pages.get(kind);
    if (!page) continue;
    const head: Head = { title: page.title, description: page.description, path: paths.page(kind) };
    const body =
      kind === 'products' ? (
        <ProductsListTemplate page={page} now={now} />
      ) : kind === 'blog' ? (
        <BlogIndexTemplate page={page} data={data} now={now} />
      ) : (
        <PageTemplate page={page} now={now} />
      );
    out.push({ kind, head, body });
  }
  for (const [, content] of data.productTypes) {
    out.push({
      kind: 'product-types',
      head: {
        title: content.title,
        description: content.description,
        path: paths.productTypes(content.category),
      },
      body: <ProductTypesTemplate content={content} now={now} />,
    });
  }
  for (const [, content] of data.products) {
    out.push({
      kind: 'product',
      head: {
        title: content.title,
        description: content.description,
        path: paths.product(content.category, content.type),
      },
      body: <ProductTemplate content={content} now={now} />,
    });
  }
  for (const [slug, article] of data.articles) {
    out.push({
      kind: 'article',
      head: {
        title: `${article.title} | Bindery`,
        description: article.description,
        path: paths.article(slug),
        ogType: 'article',
      },
      body: <ArticleTemplate slug={slug} article={article} data={data} now={now} />,
    });
  }
  for (const [slug, category] of data.categories) {
    out.push({
      kind: 'blog-category',
      head: {
        title: `${category.title} | Bindery`,
        description: category.description,
        path: paths.category(slug),
      },
      body: <CategoryTemplate slug={slug} category={category} data={data} />,
    });
  }
  for (const [slug, collection] of data.collections) {
    out.push({
      kind: 'blog-collection',
      head: {
        title: `${collection.title} | Bindery`,
        description: collection.description,
        path: paths.collection(slug),
      },
      body: <CollectionTemplate collection={collection} data={data} />,
    });
  }
  for (const [slug, author] of data.authors) {
    out.push({
      kind: 'author',
      head: { title: `${author.name} | Bindery`, description: author.description, path: paths.author(slug) },
      body: <AuthorTemplate slug={slug} author={author} data={data} />,
    });
  }
  return out;
}
