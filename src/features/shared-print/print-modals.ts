import { registerModal } from '../../ui/modals/modal-store';
import { ShareModal } from './ShareModal';

registerModal('share_print', ShareModal);
