import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../ui/modals/modal-store';
import { ErrorMessage, Loading } from '../../ui/Status';
import {
  changeSharePermission,
  createShare,
  printKeys,
  revokeShare,
  SHARE_PERMISSIONS,
  type Share,
  type SharePermission,
  sharingProperties,
} from './prints-api';

export interface ShareModalProps {
  printId: string;
  title: string;
}

function PermissionSelect({
  value,
  onChange,
  disabled,
}: {
  value: SharePermission;
  onChange: (p: SharePermission) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('prints');
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t('share.permission')}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as SharePermission)}
      >
        {SHARE_PERMISSIONS.map((p) => (
          <option key={p} value={p}>
            {t(`share.permissions.${p}`)}
          </option>
        ))}
      </select>
    </>
  );
}

function ShareLink({ share, printId, index }: { share: Share; printId: string; index: number }) {
  const { t } = useTranslation('prints');
  const queryClient = useQueryClient();
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: printKeys.sharing(printId) });
  const permission = useMutation({
    mutationFn: (p: SharePermission) => changeSharePermission(share.token, p),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: () => revokeShare(share.token), onSuccess: refresh });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied(true);
    } catch {
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <li className="share-link" aria-label={t('share.linkNumber', { number: index + 1 })}>
      <label htmlFor={linkId}>{t('share.link')}</label>
      <input id={linkId} readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
      <PermissionSelect
        value={share.permission}
        disabled={permission.isPending}
        onChange={(p) => permission.mutate(p)}
      />
      {(permission.isError || revoke.isError) && (
        <p className="form-alert" role="alert">
          {t('share.failed')}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary small" onClick={() => void copy()}>
          {copied ? t('share.copied') : t('share.copy')}
        </button>
        <button
          type="button"
          className="button danger small"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {t('share.revoke')}
        </button>
      </div>
    </li>
  );
}

/** The share print modal (SPEC §9 kind 14): make a link with a permission, change it, revoke it. */
export function ShareModal({ titleId, props }: ModalContentProps<ShareModalProps>) {
  const { t } = useTranslation('prints');
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<SharePermission>('view');
  const query = useQuery({
    queryKey: printKeys.sharing(props.printId),
    queryFn: () => sharingProperties(props.printId),
  });
  const create = useMutation({
    mutationFn: () => createShare(props.printId, permission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printKeys.sharing(props.printId) }),
  });

  return (
    <>
      <h2 id={titleId}>{t('share.title', { title: props.title })}</h2>
      <p>{t('share.intro')}</p>
      {query.isPending && <Loading />}
      {query.isError && <ErrorMessage message={t('share.failed')} onRetry={() => void query.refetch()} />}
      {query.data &&
        (query.data.shares.length === 0 ? (
          <p className="muted">{t('share.none')}</p>
        ) : (
          <ul className="panel-list" style={{ listStyle: 'none', padding: 0 }}>
            {query.data.shares.map((s, i) => (
              <ShareLink key={s.token} share={s} printId={props.printId} index={i} />
            ))}
          </ul>
        ))}
      <form
        className="share-form"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <h3>{t('share.newLink')}</h3>
        <PermissionSelect value={permission} onChange={setPermission} />
        {create.isError && (
          <p className="form-alert" role="alert">
            {t('share.failed')}
          </p>
        )}
        <button type="submit" className="button" disabled={create.isPending}>
          {t('share.create')}
        </button>
      </form>
    </>
  );
}
