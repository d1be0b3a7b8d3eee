import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiRequestError } from '../../../api/client';
import { useSession } from '../../../auth/SessionProvider';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { ErrorMessage, Loading } from '../../../ui/Status';
import {
  COLLAB_PERMISSIONS,
  type CollabPermission,
  createInvite,
  listMembers,
  membersKey,
  signInHref,
} from '../../../api/collab-api';
import { MembersList } from './MembersList';
import './invite.css';

export interface InviteSheetProps {
  printId: string;
  /** Called once an invite is made: the open editor goes live (edits as ops from now on). */
  onInvited?: () => void;
}

const isAccountNeeded = (err: unknown) => err instanceof ApiRequestError && err.code === 'ACCOUNT_NEEDED';

/** A guest's designs live on one device: inviting needs an account, and sign-up brings them back here. */
function AccountPrompt() {
  const { t } = useTranslation('collab');
  const [location] = useLocation();
  const search = useSearch();
  return (
    <div className="invite-account">
      <p>{t('sheet.accountNeeded')}</p>
      <Link href={signInHref(location, search)} className="button">
        {t('sheet.createAccount')}
      </Link>
    </div>
  );
}

/** The link just made: Copy (clipboard, else the text selected) and Share (the phone's share sheet). */
function InviteLink({ url, permission }: { url: string; permission: CollabPermission }) {
  const { t } = useTranslation('collab');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  // The new link is below the choices on a phone: bring it into view, selected, ready to copy.
  useEffect(() => input.current?.focus(), []);
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the text is selected to copy by hand.
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  const share = () =>
    navigator.share({ title: t('sheet.shareTitle'), text: t('sheet.shareText'), url }).catch(() => {
      // Closing the share sheet rejects too; the link stays on screen to copy.
    });
  return (
    <div className="invite-link">
      <label htmlFor={id}>{t('sheet.link', { permission: t(`permission.${permission}.name`) })}</label>
      <input ref={input} id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <p className="invite-hint">{t('sheet.once')}</p>
      <div className="invite-link-actions">
        <button type="button" className="button secondary" onClick={() => void copy()}>
          {copied ? t('sheet.copied') : t('sheet.copy')}
        </button>
        {canShare && (
          <button type="button" className="button secondary" onClick={() => void share()}>
            {t('sheet.share')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('sheet.copied') : ''}
      </p>
    </div>
  );
}

/** The four permissions, one line each, and "Create invite link"; a new link per person (each works once). */
function InviteForm({ printId, onInvited }: { printId: string; onInvited?: () => void }) {
  const { t } = useTranslation('collab');
  const name = useId();
  const [permission, setPermission] = useState<CollabPermission>('contribute');
  const create = useMutation({
    mutationFn: (p: CollabPermission) => createInvite(printId, p),
    onSuccess: () => onInvited?.(),
  });
  if (isAccountNeeded(create.error)) return <AccountPrompt />;
  return (
    <form
      className="invite-form"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(permission);
      }}
    >
      <fieldset>
        <legend>{t('sheet.mayDo')}</legend>
        {COLLAB_PERMISSIONS.map((p) => (
          <label key={p} className="invite-choice">
            <input
              type="radio"
              name={name}
              value={p}
              checked={permission === p}
              onChange={() => setPermission(p)}
            />
            <span>
              <strong>{t(`permission.${p}.name`)}</strong>
              <span className="invite-hint">{t(`permission.${p}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {create.isError && (
        <p className="form-alert" role="alert">
          {t('sheet.createFailed')}
        </p>
      )}
      <button type="submit" className="button" disabled={create.isPending}>
        {create.data ? t('sheet.createAnother') : t('sheet.create')}
      </button>
      {create.data && (
        <InviteLink key={create.data.url} url={create.data.url} permission={create.data.permission} />
      )}
    </form>
  );
}

/**
 * "Invite people" (issue 27): the owner picks what the invitee may do and gets a one-time link,
 * and manages who is in the design; a member sees who is in it, read-only. Opened from the
 * editor's More menu.
 */
export function InviteSheet({ titleId, props }: ModalContentProps<InviteSheetProps>) {
  const { t } = useTranslation('collab');
  const session = useSession();
  // Others join from their own devices, which no write here marks stale: each opening asks afresh.
  const members = useQuery({
    queryKey: membersKey(props.printId),
    queryFn: () => listMembers(props.printId),
    staleTime: 0,
  });
  const owner = members.data?.you === 'owner';
  return (
    <>
      <h2 id={titleId}>{members.data && !owner ? t('sheet.membersTitle') : t('sheet.title')}</h2>
      {members.isPending && <Loading />}
      {members.isError && (
        <ErrorMessage message={t('sheet.loadFailed')} onRetry={() => void members.refetch()} />
      )}
      {members.data && (
        <>
          {owner && <p>{t('sheet.intro')}</p>}
          {owner &&
            (session.data?.user.isGuest ? (
              <AccountPrompt />
            ) : (
              <InviteForm printId={props.printId} onInvited={props.onInvited} />
            ))}
          <MembersList data={members.data} me={session.data?.user.uuid ?? null} />
        </>
      )}
    </>
  );
}
