import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, Loading } from '../../ui/Status';
import { accountKeys, getPreferences, type NotificationPreferences, updatePreferences } from './account-api';

const KINDS = ['orderUpdates', 'offers', 'tips'] as const;

/** E-mail preferences; each box saves as it is ticked. */
export function NotificationSettings() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountKeys.preferences, queryFn: getPreferences });
  // A ticked box shows at once (before the save answers); a failed save puts the old value back.
  const [pending, setPending] = useState<Partial<NotificationPreferences>>({});
  const save = useMutation({
    mutationFn: (patch: Partial<NotificationPreferences>) => updatePreferences(patch),
    onSuccess: (data) => queryClient.setQueryData(accountKeys.preferences, data),
    onSettled: (_data, _err, patch) =>
      setPending((p) => {
        const next = { ...p };
        for (const key of Object.keys(patch) as Array<keyof NotificationPreferences>) delete next[key];
        return next;
      }),
  });
  const toggle = (kind: keyof NotificationPreferences, value: boolean) => {
    setPending((p) => ({ ...p, [kind]: value }));
    save.mutate({ [kind]: value });
  };

  return (
    <section className="settings-section" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{t('notifications.title')}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />
      ) : (
        <fieldset className="form-stack" style={{ border: 0, padding: 0 }}>
          <legend className="visually-hidden">{t('notifications.title')}</legend>
          {KINDS.map((kind) => (
            <label key={kind} className="check">
              <input
                type="checkbox"
                checked={pending[kind] ?? query.data.notificationPreferences[kind]}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
              {t(`notifications.${kind}`)}
            </label>
          ))}
          {save.isError && (
            <p className="form-alert" role="alert">
              {t('errors.generic')}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
