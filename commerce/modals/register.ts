import { registerModal } from '../../src/ui/modals/modal-store';
import { AddNewCardModal } from './AddNewCardModal';
import { BillingAddressModal, DeliveryAddressModal } from './AddressModals';
import { CancelOrderModal } from './CancelOrderModal';
import { ShippingInformationModal } from './ShippingInformationModal';
import { UpgradeOptionsModal } from './UpgradeOptionsModal';
import { VoucherModal } from './VoucherModal';

// The commerce modal kinds of SPEC §9; the shell's ModalHost shows them.
registerModal('voucher', VoucherModal);
registerModal('upgrade_options', UpgradeOptionsModal);
registerModal('add_new_card', AddNewCardModal);
registerModal('cancel_order', CancelOrderModal);
registerModal('delivery_address', DeliveryAddressModal);
registerModal('billing_address', BillingAddressModal);
registerModal('shipping_information', ShippingInformationModal);
