import { type FormEvent, useState } from 'react';
import type { FieldApiError } from '../../auth/http';

/**
 * A form that e-mails a link to the address typed in (a reset link, a sign-in link): the address the
 * link went to once sent, a message for a failure (`messageFor` the HTTP status), and whether the
 * request is on its way.
 */
export function useEmailRequest(
  send: (email: string) => Promise<unknown>,
  messageFor: (status: number | undefined) => string,
) {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setBusy(true);
    setError(null);
    try {
      await send(email);
      setSent(email);
    } catch (err) {
      setError(messageFor((err as FieldApiError).status));
    } finally {
      setBusy(false);
    }
  };

  return { sent, error, busy, submit };
}
