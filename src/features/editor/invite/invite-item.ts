import { useTranslation } from 'react-i18next';
import type { CollabPermission } from '../../../../contract/api/collab';
import { openModal, registerModal } from '../../../ui/modals/modal-store';
import type { MoreItem } from '../shell/MoreMenu';
import { InviteSheet, type InviteSheetProps } from './InviteSheet';

// The sheet is registered where the editor first asks for its More item, so the editor's chunk
// carries it and My designs (which never opens it) does not.
registerModal('invite_people', InviteSheet);

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
    onSelect: () =>
      openModal<InviteSheetProps>('invite_people', { printId, ...(onInvited ? { onInvited } : {}) }),
  };
}
