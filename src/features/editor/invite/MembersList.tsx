import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import {
  COLLAB_PERMISSIONS,
  type CollabPermission,
  changeMemberPermission,
  type Member,
  type Members,
  revokeMember,
} from '../../../api/collab-api';

/** The owner's controls for one member: what they may do, and Remove after a confirm in place. */
function MemberControls({ printId, member }: { printId: string; member: Member }) {
  const { t } = useTranslation('collab');
  const selectId = useId();
  const [confirming, setConfirming] = useState(false);
  // The list refreshes itself after either write: collab writes mark ['prints'] stale.
  const change = useMutation({
    mutationFn: (p: CollabPermission) => changeMemberPermission(printId, member.userId, p),
  });
  const revoke = useMutation({ mutationFn: () => revokeMember(printId, member.userId) });
  const guestCannotEdit = change.error instanceof ApiRequestError && change.error.code === 'ACCOUNT_NEEDED';
  return (
    <div className="member-controls">
      <label htmlFor={selectId} className="visually-hidden">
        {t('members.permissionOf', { name: member.name })}
      </label>
      <select
        id={selectId}
        value={member.permission}
        disabled={change.isPending || revoke.isPending}
        onChange={(e) => change.mutate(e.target.value as CollabPermission)}
      >
        {COLLAB_PERMISSIONS.map((p) => (
          <option key={p} value={p}>
            {t(`permission.${p}.name`)}
          </option>
        ))}
      </select>
      {confirming ? (
        <fieldset className="member-confirm">
          <legend>{t('members.confirm', { name: member.name })}</legend>
          <button type="button" className="button secondary small" onClick={() => setConfirming(false)}>
            {t('members.cancel')}
          </button>
          <button
            type="button"
            className="button danger small"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {t('members.confirmRemove')}
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="button secondary small"
          aria-label={t('members.removeName', { name: member.name })}
          onClick={() => setConfirming(true)}
        >
          {t('members.remove')}
        </button>
      )}
      {(change.isError || revoke.isError) && (
        <p className="form-alert" role="alert">
          {guestCannotEdit ? t('members.guestCannotEdit', { name: member.name }) : t('members.failed')}
        </p>
      )}
    </div>
  );
}

/**
 * Who is in the design, with what each may do and the photos each added. The owner changes a
 * member's permission or removes them; everyone else reads it.
 */
export function MembersList({ data, me }: { data: Members; me: string | null }) {
  const { t } = useTranslation('collab');
  const owner = data.you === 'owner';
  const others = data.members.filter((m) => m.userId !== me);
  const managed = (m: Member) => owner && m.permission !== 'owner';
  const roleName = (m: Member) =>
    m.permission === 'owner' ? t('members.owner') : t(`permission.${m.permission}.name`);
  return (
    <section className="invite-members" aria-labelledby="invite-members-title">
      <h3 id="invite-members-title">{t('members.title')}</h3>
      {owner && others.length === 0 && <p className="invite-hint">{t('members.onlyYou')}</p>}
      <ul aria-labelledby="invite-members-title">
        {data.members.map((m) => (
          <li key={m.userId} className="member">
            <div className="member-who">
              <strong>{m.userId === me ? t('members.you', { name: m.name }) : m.name}</strong>
              <span className="invite-hint">
                {/* The owner reads a member's permission in its select, so it is not said twice. */}
                {managed(m) ? '' : `${roleName(m)} · `}
                {t('members.photos', { count: m.photosAdded })}
              </span>
            </div>
            {managed(m) && <MemberControls printId={data.printId} member={m} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
