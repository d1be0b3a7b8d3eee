import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../src/auth/forms.css';
import { RequireSession } from '../../src/auth/RequireSession';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';
import '../commerce.css';
import { OrderStatus } from '../components/OrderStatus';

/** The same status view, addressed by ?order= (the form links in e-mails and other apps use). */
export default function OrderStatusViewPage() {
  const { t } = useTranslation();
  const id = new URLSearchParams(useSearch()).get('order');
  return (
    <PageFrame title={t('pages.orderStatusView.title')} section={useAccountSection()}>
      <RequireSession>
        <OrderStatus id={id} />
      </RequireSession>
    </PageFrame>
  );
}
