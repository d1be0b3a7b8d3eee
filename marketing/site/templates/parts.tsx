import type { Article } from '../../schema/content';
import { useSite } from '../context';
import { paths } from '../paths';
import type { LocaleData } from './data';

export function Crumbs({ trail }: { trail: [string, string][] }) {
  const { t, link } = useSite();
  return (
    <nav className="crumbs" aria-label={t('crumbs.label')}>
      <ol>
        <li>
          <a href={link('/')}>{t('crumbs.home')}</a>
        </li>
        {trail.map(([path, label]) => (
          <li key={path}>
            <a href={link(path)}>{label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PageHead({ heading, intro, eyebrow }: { heading: string; intro: string; eyebrow?: string }) {
  return (
    <div className="page-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
    </div>
  );
}

export function ArticleCards({ items, data }: { items: [string, Article][]; data: LocaleData }) {
  const { t, link, date } = useSite();
  return (
    <ul className="cards">
      {items.map(([slug, article]) => (
        <li className="card" key={slug}>
          <p className="eyebrow">{data.categories.get(article.category)?.title}</p>
          <h3>
            <a href={link(paths.article(slug))}>{article.title}</a>
          </h3>
          <p>{article.description}</p>
          <p className="meta">
            {t('blog.by', { name: data.authors.get(article.author)?.name })} ·{' '}
            <time dateTime={article.date}>{date(article.date)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
