import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../src/auth/forms.css';
import { confirm, openModal } from '../../src/ui/modals/modal-store';
import { AddNewCardModal } from '../modals/AddNewCardModal';
import { useAccountSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { commerceKeys, deleteCard, listCards } from '../api/commerce-api';
import type { SavedCard } from '../api/types';
import '../commerce.css';
import { CardLabel } from '../components/CardLabel';
import { SessionPage } from '../../src/auth/SessionPage';

function Card({ card }: { card: SavedCard }) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteCard(card.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.cards }),
  });
  const ask = async () => {
    if (await confirm('delete_card', { values: { last4: card.last4 } })) remove.mutate();
  };
  return (
    <li className="panel">
      <CardLabel brand={card.brand} last4={card.last4} expMonth={card.expMonth} expYear={card.expYear} />
      <div className="panel-actions">
        <button type="button" className="button secondary small" onClick={ask} disabled={remove.isPending}>
          {t('card.delete')}
          <span className="visually-hidden"> {card.last4}</span>
        </button>
      </div>
    </li>
  );
}

function Cards() {
  const { t } = useTranslation('commerce');
  const query = useQuery({ queryKey: commerceKeys.cards, queryFn: listCards, staleTime: 0 });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  return (
    <div className="form-stack" style={{ maxWidth: '36rem' }}>
      <button type="button" className="button" onClick={() => openModal(AddNewCardModal)}>
        {t('card.add')}
      </button>
      {query.data.cards.length === 0 ? (
        <p className="muted">{t('card.none')}</p>
      ) : (
        <ul className="panel-list">
          {query.data.cards.map((c) => (
            <Card key={c.id} card={c} />
          ))}
        </ul>
      )}
      <p className="muted">{t('card.safe')}</p>
    </div>
  );
}

export default function SavedCardsPage() {
  return (
    <SessionPage page="savedCards" section={useAccountSection()}>
      <Cards />
    </SessionPage>
  );
}
