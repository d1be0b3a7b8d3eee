import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import '../../auth/forms.css';
import { Field } from '../../auth/Field';
import type { FieldApiError } from '../../auth/http';
import { signIn } from '../../auth/sign-in';
import { Loading } from '../../ui/Status';
import { PageFrame } from '../../ui/PageFrame';
import { resetPassword } from './auth-api';
import { signInCodeKey } from './error-kinds';
import { PasswordStrength } from './PasswordStrength';
import { useFinishSignIn } from './use-finish-sign-in';

/** The e-mailed link lands here: ?token= signs in, ?reset= chooses a new password. */
export default function SignInLinkPage() {
  const query = new URLSearchParams(useSearch());
  const reset = query.get('reset');
  const token = query.get('token');
  if (reset) return <ResetPassword token={reset} />;
  return <MagicLinkSignIn token={token} />;
}

function MagicLinkSignIn({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const { callbackUrl, finish } = useFinishSignIn();
  const [error, setError] = useState<string | null>(token ? null : t('codes.token_invalid'));
  const started = useRef(false);

  useEffect(() => {
    // A link is single-use: StrictMode's second effect run must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    signIn('magic-link', { token, callbackUrl, redirect: false }).then(
      (result) => (result?.ok ? finish() : setError(t(signInCodeKey(result?.code ?? null)))),
      () => setError(t('codes.network')),
    );
  }, [token, callbackUrl, finish, t]);

  return (
    <PageFrame title={t('link.title')}>
      {error ? (
        <div className="form-stack">
          <p className="form-alert" role="alert">
            {error}
          </p>
          <Link href="/sign-in" className="button">
            {t('link.again')}
          </Link>
        </div>
      ) : (
        <Loading label={t('link.checking')} />
      )}
    </PageFrame>
  );
}

function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const strengthId = useId();
  const { callbackUrl, finish } = useFinishSignIn();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await resetPassword(token, password);
      if (result.email) {
        const signedIn = await signIn('password', {
          email: result.email,
          password,
          callbackUrl,
          redirect: false,
        });
        if (signedIn?.ok) return finish();
      }
      setDone(t('reset.done'));
    } catch (err) {
      const e2 = err as FieldApiError;
      setError(
        e2.field === 'body.password'
          ? t('reset.weak')
          : e2.field === 'body.token'
            ? t('reset.invalid')
            : t('codes.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageFrame title={t('reset.title')} intro={t('reset.intro')}>
      <form className="form-stack" onSubmit={submit}>
        {error && (
          <p className="form-alert" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p className="form-notice" role="status">
            {done}
          </p>
        )}
        <div className="field">
          <Field
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={strengthId}
          />
          <PasswordStrength password={password} id={strengthId} />
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('reset.save')}
        </button>
      </form>
    </PageFrame>
  );
}
