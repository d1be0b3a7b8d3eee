import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPasskey, isPasskeyCancel } from '../../auth/passkeys';
import { ErrorMessage, Loading } from '../../ui/Status';
import { accountKeys, listPasskeys, removePasskey } from './account-api';
import { formatDate } from './format';

/** The account's passkeys: listed, added on this device, removed. */
export function PasskeySettings() {
  const { t, i18n } = useTranslation('account');
  const query = useQuery({ queryKey: accountKeys.passkeys, queryFn: listPasskeys });
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    // The list follows by itself: the write marks it stale (api/query-client).
    mutationFn: addPasskey,
    onError: (err) => setError(isPasskeyCancel(err) ? null : t('passkeys.addFailed')),
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onError: () => setError(t('errors.generic')),
  });

  return (
    <section className="settings-section" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{t('passkeys.title')}</h2>
      <p>{t('passkeys.intro')}</p>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />
      ) : query.data.passkeys.length === 0 ? (
        <p className="muted">{t('passkeys.none')}</p>
      ) : (
        <ul className="panel-list">
          {query.data.passkeys.map((p) => (
            <li key={p.id} className="panel">
              <h3>{p.name}</h3>
              <p className="muted">
                {t('passkeys.added', { date: formatDate(p.createdAt, i18n.language) })}
                {p.lastUsedAt
                  ? ` · ${t('passkeys.lastUsed', { date: formatDate(p.lastUsedAt, i18n.language) })}`
                  : ''}
              </p>
              <div className="panel-actions">
                <button
                  type="button"
                  className="button secondary small"
                  onClick={() => remove.mutate(p.id)}
                  disabled={remove.isPending}
                >
                  {t('passkeys.remove')}
                  <span className="visually-hidden"> {p.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button secondary"
        style={{ marginTop: '0.75rem' }}
        onClick={() => {
          setError(null);
          add.mutate();
        }}
        disabled={add.isPending}
      >
        {t('passkeys.add')}
      </button>
    </section>
  );
}
