import { registerModal } from '../ui/modals/modal-store';
import { PreferencesDialog } from './PreferencesDialog';

registerModal('preferences', PreferencesDialog);
