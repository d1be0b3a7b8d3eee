import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { sessionRequiredUrl, useSession } from '../../auth';
import { bcp47 } from '../../i18n/locales';
import { photoCache } from '../../photos/photos';
import { confirm, openModal } from '../../ui/modals/modal-store';
import { ShareModal } from './ShareModal';
import { ErrorMessage, Loading } from '../../ui/Status';
import {
  deletePrint,
  duplicatePrint,
  listPrints,
  type PrintSummary,
  printKeys,
  serverPhotoIds,
} from './prints-api';
import { SharedWithMe } from './SharedWithMe';
import './prints.css';

/** A design counts what it is made of: a book's pages, a set's prints, a calendar's months. */
const COUNT_KEY = {
  book: 'myDesigns.pages',
  print: 'myDesigns.prints',
  calendar: 'myDesigns.months',
} as const;

/** The cover photo: this device's cached thumbnail when it has one, else the server's. */
function CoverThumb({
  clientId,
  serverIds,
  title,
}: {
  clientId: string | null;
  serverIds: Record<string, string> | undefined;
  title: string;
}) {
  const { t } = useTranslation('prints');
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (!clientId) return;
    let url: string | null = null;
    void photoCache
      .rendition(clientId, 'thumb')
      .then((blob) => {
        if (!blob) return;
        url = URL.createObjectURL(blob);
        setLocal(url);
      })
      .catch(() => {});
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [clientId]);
  const server = clientId && serverIds?.[clientId] ? `/webapp/api/photo/${serverIds[clientId]}/thumb` : null;
  const src = local ?? server;
  if (!src) return <div className="design-thumb">{t('myDesigns.noCover')}</div>;
  return <img className="design-thumb" src={src} alt={t('myDesigns.cover', { title })} />;
}

function DesignCard({
  print,
  serverIds,
}: {
  print: PrintSummary;
  serverIds: Record<string, string> | undefined;
}) {
  const { t, i18n } = useTranslation('prints');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const refresh = () => queryClient.invalidateQueries({ queryKey: printKeys.list });
  const duplicate = useMutation({ mutationFn: () => duplicatePrint(print.id), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => deletePrint(print.id), onSuccess: refresh });
  const updated = new Intl.DateTimeFormat(bcp47(i18n.language), { dateStyle: 'medium' }).format(
    new Date(print.updatedAt),
  );

  return (
    <li className="design-card" aria-label={print.title}>
      <CoverThumb clientId={print.coverPhotoId} serverIds={serverIds} title={print.title} />
      <h2>{print.title}</h2>
      <p className="muted">
        {t(COUNT_KEY[print.kind], { count: print.pageCount })} · {t('myDesigns.updated', { date: updated })}
      </p>
      {(duplicate.isError || remove.isError) && (
        <p className="form-alert" role="alert">
          {t('myDesigns.failed')}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button small" onClick={() => navigate(`/editor/${print.id}`)}>
          {t('myDesigns.open')}
          <span className="visually-hidden"> {print.title}</span>
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => openModal(ShareModal, { printId: print.id, title: print.title })}
        >
          {t('myDesigns.share')}
          <span className="visually-hidden"> {print.title}</span>
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={duplicate.isPending}
          onClick={async () => {
            if (await confirm('duplicate_print')) duplicate.mutate();
          }}
        >
          {t('myDesigns.duplicate')}
          <span className="visually-hidden"> {print.title}</span>
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={remove.isPending}
          onClick={async () => {
            if (await confirm('delete_print')) remove.mutate();
          }}
        >
          {t('myDesigns.delete')}
          <span className="visually-hidden"> {print.title}</span>
        </button>
      </div>
    </li>
  );
}

function DesignList() {
  const { t } = useTranslation('prints');
  const list = useQuery({ queryKey: printKeys.list, queryFn: listPrints });
  const ids = useQuery({ queryKey: printKeys.photoIds, queryFn: serverPhotoIds, staleTime: 0 });
  if (list.isPending) return <Loading />;
  if (list.isError)
    return <ErrorMessage message={t('myDesigns.failed')} onRetry={() => void list.refetch()} />;
  return (
    <>
      {list.data.prints.length === 0 ? (
        <div className="panel">
          <p>{t('myDesigns.empty')}</p>
          <Link href="/new-print" className="button">
            {t('myDesigns.start')}
          </Link>
        </div>
      ) : (
        <ul className="design-list" aria-label={t('myDesigns.listLabel')}>
          {list.data.prints.map((p) => (
            <DesignCard key={p.id} print={p} serverIds={ids.data} />
          ))}
        </ul>
      )}
      <SharedWithMe />
    </>
  );
}

/** The user's prints with their covers: open, share, duplicate and delete. */
export function MyDesigns() {
  const { t } = useTranslation('prints');
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  if (session.status !== 'authenticated') {
    return (
      <div className="panel">
        <p>{t('myDesigns.signIn')}</p>
        <Link
          href={sessionRequiredUrl('/webapp/account/my-designs').replace(/^\/webapp/, '')}
          className="button"
        >
          {t('myDesigns.signInAction')}
        </Link>
      </div>
    );
  }
  return <DesignList />;
}
