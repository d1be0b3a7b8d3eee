import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../src/auth';
import { useSnapshot } from 'valtio';
import { appState } from '../../src/state/app-state';
import { formatNumber } from '../../src/ui/format';
import { PageFrame } from '../../src/ui/PageFrame';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { commerceKeys, getReferral, listPromotions } from '../api/commerce-api';
import type { Promotion } from '../api/types';
import '../../src/auth/forms.css';
import '../commerce.css';
import { useMoney } from '../components/money';
import { countdownParts } from './countdown';

function Countdown({ until }: { until: string }) {
  const { t } = useTranslation('commerce');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(new Date(until).getTime() - now);
  if (!parts) return <span className="countdown">{t('promotions.ended')}</span>;
  return (
    <span className="countdown" role="timer" aria-live="off">
      {t('promotions.endsIn', parts)}
    </span>
  );
}

function Offer({ promo, currency }: { promo: Promotion; currency: string }) {
  const { t, i18n } = useTranslation('commerce');
  const money = useMoney();
  const minimum = promo.minimumSpend?.[currency];
  const headline =
    promo.kind === 'percentage'
      ? t('promotions.percent', { percent: formatNumber(promo.percentOff ?? 0, i18n.language) })
      : promo.kind === 'fixed'
        ? t('promotions.fixed', { amount: money(promo.amountOff?.[currency] ?? 0, currency) })
        : t('promotions.freeShipping');
  return (
    <li className="panel promo">
      <h2>{headline}</h2>
      <p>
        {t('promotions.useCode')} <span className="voucher-code">{promo.code}</span>
      </p>
      {minimum !== undefined && (
        <p className="muted">{t('promotions.minimum', { amount: money(minimum, currency) })}</p>
      )}
      {promo.expiresAt ? (
        <Countdown until={promo.expiresAt} />
      ) : (
        <span className="muted">{t('promotions.noExpiry')}</span>
      )}
    </li>
  );
}

function Referral() {
  const { t, i18n } = useTranslation('commerce');
  const money = useMoney();
  const query = useQuery({ queryKey: commerceKeys.referral, queryFn: getReferral, staleTime: 0 });
  if (!query.data) return null;
  const r = query.data;
  return (
    <section className="panel">
      <h2>{t('referral.title')}</h2>
      <p>
        {t('referral.explain', {
          percent: formatNumber(r.friendPercentOff, i18n.language),
          credit: money(r.referrerCreditMinor, r.currency),
        })}
      </p>
      <p>
        {t('referral.yourCode')} <span className="voucher-code">{r.code}</span>
      </p>
      {r.creditMinor > 0 && <p>{t('referral.credit', { amount: money(r.creditMinor, r.currency) })}</p>}
    </section>
  );
}

function Promotions() {
  const { t } = useTranslation('commerce');
  const { data: session } = useSession();
  // The currency chosen in the header: the basket applies vouchers in it (its minimum, its amount off).
  const { currency } = useSnapshot(appState);
  const query = useQuery({ queryKey: commerceKeys.promotions, queryFn: listPromotions, staleTime: 0 });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  return (
    <div className="form-stack">
      {query.data.promotions.length === 0 ? (
        <p className="muted">{t('promotions.none')}</p>
      ) : (
        <ul className="panel-list">
          {query.data.promotions.map((p) => (
            <Offer key={p.code} promo={p} currency={currency} />
          ))}
        </ul>
      )}
      {session && !session.user.isGuest && <Referral />}
    </div>
  );
}

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.promotions.title')} intro={t('pages.promotions.intro')}>
      <Promotions />
    </PageFrame>
  );
}
