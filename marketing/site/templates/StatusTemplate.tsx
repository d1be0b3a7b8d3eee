import { useSite } from '../context';

/** The 404 page of a locale, and the admin page's "admins only" page. */
export function StatusTemplate({ kind }: { kind: 'notFound' | 'forbidden' }) {
  const { t, link } = useSite();
  const prefix = kind === 'notFound' ? 'nf' : 'forbidden';
  return (
    <div className="page-head prose">
      <h1>{t(`${prefix}.title`)}</h1>
      <p className="lead">{t(`${prefix}.text`)}</p>
      <p>
        <a className="btn" href={link('/')}>
          {t('nf.home')}
        </a>
      </p>
    </div>
  );
}
