import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../analytics/track';
import { Field } from '../../auth/Field';
import { signIn } from '../../auth/sign-in';
import { isPasskeyCancel, passkeySignUpToken } from '../../auth/passkeys';
import { signInCodeKey } from './error-kinds';
import { PasswordStrength } from './PasswordStrength';

interface Props {
  callbackUrl: string;
  onDone: () => void;
}

/** What the last try answered: an error to fix (alert), or a notice that is not one (status). */
function FormMessages({ error, notice = null }: { error: string | null; notice?: string | null }) {
  return (
    <>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
    </>
  );
}

/** Sign in with e-mail and password. */
export function SignInForm({ callbackUrl, onDone, onForgot }: Props & { onForgot: () => void }) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await signIn('password', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        intent: 'signin',
        callbackUrl,
        redirect: false,
      });
      if (result?.ok) return onDone();
      if (result?.code === 'invalid_credentials') track('logInFailed', { reason: 'incorrect_password' });
      setError(t(signInCodeKey(result?.code ?? null)));
    } catch {
      setError(t('codes.network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate={false} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="visually-hidden">
        {t('tabs.signIn')}
      </h2>
      <FormMessages error={error} />
      <Field label={t('fields.email')} name="email" type="email" autoComplete="username webauthn" required />
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('actions.signingIn') : t('actions.signIn')}
      </button>
      <button type="button" className="link-button" onClick={onForgot}>
        {t('actions.forgotPassword')}
      </button>
    </form>
  );
}

/** A new password, its strength said as it is typed (measured against the e-mail too). */
function NewPasswordField({
  password,
  email,
  onChange,
}: {
  password: string;
  email: string;
  onChange: (password: string) => void;
}) {
  const { t } = useTranslation('auth');
  const strengthId = useId();
  return (
    <div className="field">
      <Field
        label={t('fields.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={10}
        value={password}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={strengthId}
      />
      <PasswordStrength password={password} email={email} id={strengthId} />
    </div>
  );
}

/** Create an account: names, e-mail and a password checked as it is typed, or a passkey instead. */
export function SignUpForm({ callbackUrl, onDone }: Props) {
  const { t } = useTranslation('auth');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const fail = (code: string | null) => {
    // The address has an account: its owner was mailed a way in. Not an error, and it says no more.
    if (code === 'check_email') return setNotice(t(signInCodeKey(code)));
    if (code === 'weak_password') track('signUpFailed', { reason: 'invalid_password' });
    setError(t(signInCodeKey(code)));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await signIn('password', {
        email,
        password,
        intent: 'signup',
        firstName: String(form.get('firstName') ?? ''),
        lastName: String(form.get('lastName') ?? ''),
        callbackUrl,
        redirect: false,
      });
      if (result?.ok) {
        track('accountCreated', { method: 'password' });
        return onDone();
      }
      fail(result?.code ?? null);
    } catch {
      setError(t('codes.network'));
    } finally {
      setBusy(false);
    }
  };

  const withPasskey = async (form: HTMLFormElement | null) => {
    if (!form?.querySelector<HTMLInputElement>('input[name=email]')?.reportValidity()) return;
    const data = new FormData(form);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { token } = await passkeySignUpToken(
        email,
        String(data.get('firstName') ?? ''),
        String(data.get('lastName') ?? ''),
      );
      const result = await signIn('passkey', { token, callbackUrl, redirect: false });
      if (result?.ok) {
        track('accountCreated', { method: 'passkey' });
        return onDone();
      }
      fail(result?.code ?? null);
    } catch (err) {
      if (!isPasskeyCancel(err)) setError(err instanceof Error ? err.message : t('codes.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack" onSubmit={submit} aria-labelledby="sign-up-heading">
      <h2 id="sign-up-heading" className="visually-hidden">
        {t('tabs.signUp')}
      </h2>
      <FormMessages error={error} notice={notice} />
      <Field label={t('fields.firstName')} name="firstName" autoComplete="given-name" />
      <Field label={t('fields.lastName')} name="lastName" autoComplete="family-name" />
      <Field
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <NewPasswordField password={password} email={email} onChange={setPassword} />
      <button type="submit" className="button" disabled={busy}>
        {t('actions.createAccount')}
      </button>
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={(e) => withPasskey(e.currentTarget.form)}
      >
        {t('actions.createWithPasskey')}
      </button>
    </form>
  );
}
