import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Field } from '../../src/auth/Field';
import { signIn } from '../../src/auth/sign-in';

/**
 * After a guest's purchase: a password is all it takes to turn the guest into an account for the
 * address they gave. The guest keeps its uuid, so the order and the designs stay with it.
 */
export function AccountOffer({ email }: { email: string }) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await signIn('password', { email, password, intent: 'signup', redirect: false });
      if (result?.ok) {
        setDone(true);
        await queryClient.invalidateQueries();
        return;
      }
      const code = result?.code ?? null;
      setError(
        code === 'weak_password'
          ? t('confirmation.account.weak')
          : code === 'email_taken'
            ? t('confirmation.account.taken')
            : t('confirmation.account.failed'),
      );
    } catch {
      setError(t('confirmation.account.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section className="panel" aria-labelledby="account-offer-heading">
        <h2 id="account-offer-heading">{t('confirmation.account.heading')}</h2>
        <p role="status">{t('confirmation.account.created')}</p>
        <Link href="/account/order/history">{t('confirmation.account.history')}</Link>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="account-offer-heading">
      <h2 id="account-offer-heading">{t('confirmation.account.heading')}</h2>
      <p className="wraps-anywhere">{t('confirmation.account.intro', { email })}</p>
      <form className="form-stack" onSubmit={submit}>
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <Field
          label={t('confirmation.account.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
        />
        <button type="submit" className="button" disabled={busy || password === ''} aria-busy={busy}>
          {t('confirmation.account.create')}
        </button>
      </form>
    </section>
  );
}
