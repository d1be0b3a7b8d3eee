import type { Article, Author, BlogCollection, Category, Page } from '../../schema/content';
import { BlockList } from '../blocks/BlockList';
import { useSite } from '../context';
import { paths } from '../paths';
import { type LocaleData, articlesByDate } from './data';
import { ArticleCards, Crumbs, PageHead } from './parts';

function LinkList({ heading, items }: { heading: string; items: [string, string][] }) {
  const { link } = useSite();
  return (
    <section className="block">
      <h2>{heading}</h2>
      <ul className="cards">
        {items.map(([path, label]) => (
          <li className="card" key={path}>
            <h3>
              <a href={link(path)}>{label}</a>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BlogIndexTemplate({ page, data, now }: { page: Page; data: LocaleData; now: number }) {
  const { t } = useSite();
  return (
    <>
      <PageHead heading={page.heading} intro={page.intro} />
      <section className="block" aria-labelledby="latest-h">
        <h2 id="latest-h">{t('blog.latest')}</h2>
        <ArticleCards items={articlesByDate(data)} data={data} />
      </section>
      <LinkList
        heading={t('blog.categories')}
        items={[...data.categories].map(([slug, c]) => [paths.category(slug), c.title])}
      />
      <LinkList
        heading={t('blog.collections')}
        items={[...data.collections].map(([slug, c]) => [paths.collection(slug), c.title])}
      />
      <LinkList
        heading={t('blog.authors')}
        items={[...data.authors].map(([slug, a]) => [paths.author(slug), a.name])}
      />
      <BlockList blocks={page.blocks} page={page} heroIsHeader={false} now={now} />
    </>
  );
}

export function ArticleTemplate({
  slug,
  article,
  data,
  now,
}: {
  slug: string;
  article: Article;
  data: LocaleData;
  now: number;
}) {
  const { t, link, date } = useSite();
  const category = data.categories.get(article.category)!;
  const author = data.authors.get(article.author)!;
  const related = articlesByDate(data).filter(([s, a]) => s !== slug && a.category === article.category);
  return (
    <>
      <Crumbs
        trail={[
          [paths.page('blog'), t('nav.blog')],
          [paths.category(article.category), category.title],
        ]}
      />
      <article>
        <div className="page-head prose">
          <h1>{article.title}</h1>
          <p className="meta">
            <a href={link(paths.author(article.author))}>{t('blog.by', { name: author.name })}</a> ·{' '}
            <time dateTime={article.date}>{date(article.date)}</time> ·{' '}
            {t('blog.minutes', { count: article.readingMinutes })}
          </p>
          <p className="lead">{article.description}</p>
        </div>
        <BlockList
          blocks={article.blocks}
          page={{ heading: article.title, intro: article.description }}
          heroIsHeader={false}
          now={now}
        />
        <aside className="author-box" aria-labelledby="author-h">
          <h2 id="author-h" style={{ fontSize: '1.1rem' }}>
            {t('blog.about')}
          </h2>
          <a href={link(paths.author(article.author))}>{author.name}</a>
          <span className="meta">{author.role}</span>
          <p>{author.bio}</p>
        </aside>
      </article>
      {related.length > 0 && (
        <section className="block" aria-labelledby="related-h">
          <h2 id="related-h">{t('blog.related', { name: category.title })}</h2>
          <ArticleCards items={related} data={data} />
        </section>
      )}
    </>
  );
}

export function CategoryTemplate({
  slug,
  category,
  data,
}: {
  slug: string;
  category: Category;
  data: LocaleData;
}) {
  const { t } = useSite();
  const items = articlesByDate(data).filter(([, a]) => a.category === slug);
  return (
    <>
      <Crumbs trail={[[paths.page('blog'), t('nav.blog')]]} />
      <PageHead heading={category.title} intro={category.intro} eyebrow={t('blog.categories')} />
      <ArticleCards items={items} data={data} />
    </>
  );
}

export function CollectionTemplate({ collection, data }: { collection: BlogCollection; data: LocaleData }) {
  const { t } = useSite();
  const items = collection.articles.map((s) => [s, data.articles.get(s)!] as [string, Article]);
  return (
    <>
      <Crumbs trail={[[paths.page('blog'), t('nav.blog')]]} />
      <PageHead heading={collection.title} intro={collection.intro} eyebrow={t('blog.collections')} />
      <ArticleCards items={items} data={data} />
    </>
  );
}

export function AuthorTemplate({ slug, author, data }: { slug: string; author: Author; data: LocaleData }) {
  const { t } = useSite();
  const items = articlesByDate(data).filter(([, a]) => a.author === slug);
  return (
    <>
      <Crumbs trail={[[paths.page('blog'), t('nav.blog')]]} />
      <PageHead heading={author.name} intro={author.bio} eyebrow={author.role} />
      <section className="block" aria-labelledby="by-h">
        <h2 id="by-h">{t('blog.articlesBy', { name: author.name })}</h2>
        <ArticleCards items={items} data={data} />
      </section>
    </>
  );
}
