import { useTranslation } from 'react-i18next';
import '../../auth/forms.css';
import { RequireSession } from '../../auth/RequireSession';
import { openModal } from '../../ui/modals/modal-store';
import { KeepingDetailsSafeModal } from './KeepingDetailsSafeModal';
import { PageFrame } from '../../ui/PageFrame';
import { useAccountSection } from '../../ui/sections';
import { DeleteAccount } from './DeleteAccount';
import { EmailSettings } from './EmailSettings';
import { NotificationSettings } from './NotificationSettings';
import { PasskeySettings } from './PasskeySettings';
import { PasswordSettings } from './PasswordSettings';

export default function SettingsPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  return (
    <PageFrame
      title={t('pages.settings.title')}
      intro={t('pages.settings.intro')}
      section={useAccountSection()}
    >
      <RequireSession registered>
        <button type="button" className="link-button" onClick={() => openModal(KeepingDetailsSafeModal)}>
          {ta('safe.link')}
        </button>
        <EmailSettings />
        <PasswordSettings />
        <PasskeySettings />
        <NotificationSettings />
        <DeleteAccount />
      </RequireSession>
    </PageFrame>
  );
}
