import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { PageRef } from '../../../render-core';
import { sessionRequiredUrl, useSession } from '../../auth';
import { FieldApiError } from '../../auth/http';
import { PageFrame } from '../../ui/PageFrame';
import { ErrorMessage, Loading } from '../../ui/Status';
import { bitmapCache, PageCanvas } from '../../print/PageCanvas';
import { copySharedPrint, fetchSharedPrint, printKeys, type SharedPrint, sharedPhotoUrl } from './prints-api';
import './prints.css';

function CopyAction({ token, shared }: { token: string; shared: SharedPrint }) {
  const { t } = useTranslation('prints');
  const session = useSession();
  const [, navigate] = useLocation();
  const copy = useMutation({
    mutationFn: () => copySharedPrint(token),
    onSuccess: ({ print }) => navigate(`/editor/${print.id}`),
  });
  if (shared.permission !== 'view-and-copy') return <p className="muted">{t('shared.viewOnly')}</p>;
  if (session.status !== 'authenticated') {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <Link href={sessionRequiredUrl(here).replace(/^\/webapp/, '')} className="button">
        {t('shared.signInToCopy')}
      </Link>
    );
  }
  return (
    <div className="actions">
      {copy.isError && (
        <p className="form-alert" role="alert">
          {t('shared.copyFailed')}
        </p>
      )}
      <button type="button" className="button" disabled={copy.isPending} onClick={() => copy.mutate()}>
        {copy.isPending ? t('shared.copying') : t('shared.copy')}
      </button>
    </div>
  );
}

function SharedView({ token, shared }: { token: string; shared: SharedPrint }) {
  const { t } = useTranslation('prints');
  const doc = shared.print.document;
  const images = useMemo(
    () =>
      bitmapCache(async (id) => {
        const res = await fetch(sharedPhotoUrl(token, id, 'screen'));
        return res.ok ? createImageBitmap(await res.blob()) : null;
      }),
    [token],
  );
  const pages: { ref: PageRef; label: string }[] = [
    ...(doc.cover ? [{ ref: 'cover' as const, label: t('shared.cover') }] : []),
    ...doc.pages.map((_, i) => ({ ref: i, label: t('shared.page', { number: i + 1 }) })),
  ];
  return (
    <>
      <p className="page-intro">{t('shared.readOnly')}</p>
      <CopyAction token={token} shared={shared} />
      <ol className="shared-pages" aria-label={t('shared.pagesLabel')}>
        {pages.map((p) => (
          <li key={String(p.ref)}>
            <PageCanvas document={doc} page={p.ref} images={images} label={p.label} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** /shared-print?token=…: someone's print, read-only, with "make a copy" when the link allows it. */
export default function SharedPrintPage() {
  const { t } = useTranslation(['prints', 'common']);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const query = useQuery({
    queryKey: printKeys.shared(token),
    queryFn: () => fetchSharedPrint(token),
    enabled: token !== '',
    // A revoked link must stop working at once, so this is always asked afresh.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!token) {
    return <PageFrame title={t('common:pages.sharedPrint.title')} intro={t('shared.noToken')} />;
  }
  if (query.isPending) {
    return (
      <PageFrame title={t('common:pages.sharedPrint.title')}>
        <Loading />
      </PageFrame>
    );
  }
  if (query.isError) {
    const gone =
      query.error instanceof FieldApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <PageFrame title={gone ? t('shared.gone') : t('common:pages.sharedPrint.title')}>
        {gone ? (
          <p className="page-intro">{t('shared.goneIntro')}</p>
        ) : (
          <ErrorMessage message={t('shared.loadFailed')} onRetry={() => void query.refetch()} />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={query.data.print.title || t('common:pages.sharedPrint.title')}>
      <SharedView token={token} shared={query.data} />
    </PageFrame>
  );
}
