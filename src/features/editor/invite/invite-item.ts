import { useTranslation } from 'react-i18next';
import type { CollabPermission } from '../../../../contract/api/collab';
import { openModal } from '../../../ui/modals/modal-store';
import type { MoreItem } from '../shell/MoreMenu';
import { InviteSheet } from '../modals/lazy-modals';

/**
 * The editor's More-menu entry for the invite sheet: "Invite people" for the owner, "People in this
 * book" for a member (who sees the list read-only).
 */
export function useInviteItem(
  printId: string,
  access: 'owner' | CollabPermission,
  onInvited?: () => void,
): MoreItem {
  const { t } = useTranslation('collab');
  return {
    id: 'invite-people',
    label: access === 'owner' ? t('more.invite') : t('more.members'),
    onSelect: () => openModal(InviteSheet, { printId, ...(onInvited ? { onInvited } : {}) }),
  };
}
