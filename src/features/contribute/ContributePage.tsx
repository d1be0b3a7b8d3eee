import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { printIdSchema } from '../../../contract/api/print';
import { callApi } from '../../api/client';
import { RequireSession } from '../../auth';
import { FieldApiError } from '../../auth/http';
import { PageFrame } from '../../ui/PageFrame';
import { ErrorMessage, Loading } from '../../ui/Status';
import { PickZone } from '../../photos/PickZone';
import { browserContributeDeps } from './contribute-deps';
import { type ContributeDeps, type ContributeItem, createContribution } from './contribute-flow';
import './contribute.css';

/** Who may add photos: the owner, and members given contribute or edit. */
const MAY_CONTRIBUTE = new Set(['owner', 'contribute', 'edit']);

function ItemRow({ item }: { item: ContributeItem }) {
  const { t } = useTranslation('contribute');
  return (
    <li className={`contribute-item ${item.state}`}>
      <span className="contribute-name">{item.name}</span>
      {item.state === 'uploading' ? (
        <progress max={1} value={item.share} aria-label={t('progress', { name: item.name })} />
      ) : (
        <span className="contribute-state">{t(`state.${item.state}`)}</span>
      )}
    </li>
  );
}

/** The picker, each photo's progress, and what happened to the batch. */
export function ContributeForm({ title, deps }: { title: string; deps: ContributeDeps }) {
  const { t } = useTranslation('contribute');
  const contribution = useMemo(() => createContribution(deps), [deps]);
  useEffect(() => {
    void contribution.resume();
    return contribution.dispose;
  }, [contribution]);
  const { phase, items, added } = useSnapshot(contribution.state);
  // The upload queue waits for the connection by itself; say so while it does.
  const { online } = useSnapshot(deps.uploads);
  const busy = phase === 'uploading' || phase === 'sending';
  const waiting = phase === 'waiting' || (phase === 'uploading' && !online);
  return (
    <div className="contribute">
      {!busy && <PickZone label={t('add')} onFiles={(files) => void contribution.pick(files)} />}
      {items.length > 0 && (
        <ul className="contribute-items" aria-label={t('listLabel')}>
          {items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div role="status" className="contribute-status">
        {phase === 'sending' && t('sending')}
        {waiting && t('waiting')}
        {phase === 'done' && t('done', { count: added.length, title })}
      </div>
      {(phase === 'forbidden' || phase === 'failed') && (
        <p className="form-alert" role="alert">
          {t(phase === 'forbidden' ? 'forbidden' : 'failed')}
        </p>
      )}
      {phase === 'done' && (
        <ul className="contribute-added" aria-label={t('addedLabel')}>
          {added.map((name, i) => (
            // Two photos may share a file name.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown.
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Contribute({ id }: { id: string }) {
  const { t } = useTranslation('contribute');
  // A link that names no design at all is not asked about: it is simply not there.
  const valid = printIdSchema.safeParse(id).success;
  const query = useQuery({
    queryKey: ['print', id, 'contribute'],
    queryFn: () => callApi('GET /print/:id', { params: { id } }),
    retry: false,
    enabled: valid,
  });
  const deps = useMemo(() => browserContributeDeps(id), [id]);
  if (!valid) return <ErrorMessage message={t('notFound')} />;
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const gone = query.error instanceof FieldApiError && [400, 403, 404].includes(query.error.status);
    return (
      <ErrorMessage message={t(gone ? 'notFound' : 'loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  const { print, collab } = query.data;
  if (!MAY_CONTRIBUTE.has(collab.access)) {
    return (
      <p className="form-alert" role="alert">
        {t('forbidden')}
      </p>
    );
  }
  return (
    <>
      <h2 className="contribute-title">{t('into', { title: print.title || t('untitled') })}</h2>
      <ContributeForm title={print.title || t('untitled')} deps={deps} />
    </>
  );
}

/** /contribute/:id — a contributor adds photos to someone else's book (issue 27). */
export default function ContributePage() {
  const { t } = useTranslation('contribute');
  const { id } = useParams<{ id: string }>();
  return (
    <PageFrame title={t('title')} intro={t('intro')}>
      <RequireSession>
        <Contribute id={id} />
      </RequireSession>
    </PageFrame>
  );
}
