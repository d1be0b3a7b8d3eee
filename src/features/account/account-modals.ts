import { registerModal } from '../../ui/modals/modal-store';
import { AddressModal } from './AddressModal';
import { KeepingDetailsSafeModal } from './KeepingDetailsSafeModal';
import { PhoneNumberModal } from './PhoneNumberModal';
import { SetPasswordModal } from './SetPasswordModal';

// The account's modal kinds of SPEC §9; the shell's ModalHost shows them.
registerModal('address', AddressModal);
registerModal('phone_number', PhoneNumberModal);
registerModal('set_password', SetPasswordModal);
registerModal('keeping_your_details_safe', KeepingDetailsSafeModal);
