import { CredentialsSignin } from '@auth/core/errors';

/** The `code` of a failed sign-in, which the sign-in page turns into a message. Never says which part was wrong. */
export type SignInCode =
  | 'invalid_credentials'
  | 'weak_password'
  | 'email_taken'
  /** A sign-up with an address that has an account: its owner was mailed a sign-in link. */
  | 'check_email'
  | 'invalid_email'
  | 'link_expired'
  | 'link_used'
  | 'token_invalid';

export class SignInFailed extends CredentialsSignin {
  constructor(code: SignInCode) {
    super(code);
    this.code = code;
  }
}
