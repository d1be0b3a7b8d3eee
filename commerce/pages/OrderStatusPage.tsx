import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import '../../src/auth/forms.css';
import { RequireSession } from '../../src/auth/RequireSession';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';
import '../commerce.css';
import { OrderStatus } from '../components/OrderStatus';

export default function OrderStatusPage() {
  const { t } = useTranslation();
  const { id } = useParams<{ id?: string }>();
  return (
    <PageFrame title={t('pages.orderStatus.title')} section={useAccountSection()}>
      <RequireSession>
        <OrderStatus id={id ?? null} />
      </RequireSession>
    </PageFrame>
  );
}
