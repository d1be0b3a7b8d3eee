import { useState } from 'react';
import { useSession } from '../../src/auth/SessionProvider';
import { isEmailAddress, rememberedGuestEmail, rememberGuestEmail } from './guest-email';

/**
 * A guest's e-mail for the order confirmation on a checkout step: kept for this tab as it is typed
 * (trimmed first with `rememberTrimmed`), its error shown once touched. `askEmail` says whether this
 * tab lacked a valid one when the step opened (a step opened in a new tab asks for it again).
 */
export function useGuestEmail({ rememberTrimmed = false } = {}) {
  const isGuest = useSession().data?.user.isGuest ?? false;
  const [email, setEmail] = useState(rememberedGuestEmail);
  const [touched, setTouched] = useState(false);
  const [askEmail] = useState(() => !isEmailAddress(rememberedGuestEmail().trim()));
  const touch = () => setTouched(true);
  /** The props of the GuestEmail field. */
  const field = {
    value: email,
    onChange: (value: string) => {
      setEmail(value);
      rememberGuestEmail(rememberTrimmed ? value.trim() : value);
    },
    touched,
    onBlur: touch,
  };
  return { isGuest, email, askEmail, touch, field };
}
