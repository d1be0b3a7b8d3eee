import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../ui/PageFrame';
import { useAccountSection } from '../../ui/sections';

export default function AddressBookPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.addressBook.title')}
      intro={t('pages.addressBook.intro')}
      section={useAccountSection()}
    />
  );
}
