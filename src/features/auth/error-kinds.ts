/**
 * The sign-in error kinds (SPEC §8) and which message each shows. Auth.js v5 names (Configuration,
 * OAuthCallbackError...) and the older client names (UnknownError, MissingSecret...) both map here.
 */
export type AuthErrorMessage =
  | 'configuration'
  | 'unknown'
  | 'oauthCallback'
  | 'accountNotLinked'
  | 'invalidCallbackUrl'
  | 'accessDenied'
  | 'verification'
  | 'csrf';

const KINDS: Record<string, AuthErrorMessage> = {
  Configuration: 'configuration',
  MissingAPIRoute: 'configuration',
  MissingSecret: 'configuration',
  MissingAuthorize: 'configuration',
  MissingAdapter: 'configuration',
  MissingAdapterMethods: 'configuration',
  UnsupportedStrategy: 'configuration',
  UnknownAction: 'configuration',
  UnknownError: 'unknown',
  Default: 'unknown',
  OAuthCallback: 'oauthCallback',
  OAuthCallbackError: 'oauthCallback',
  OAuthSignInError: 'oauthCallback',
  OAuthSignin: 'oauthCallback',
  CallbackRouteError: 'oauthCallback',
  OAuthProfileParseError: 'oauthCallback',
  OAuthAccountNotLinked: 'accountNotLinked',
  AccountNotLinkedError: 'accountNotLinked',
  InvalidCallbackUrl: 'invalidCallbackUrl',
  AccessDenied: 'accessDenied',
  Verification: 'verification',
  MissingCSRF: 'csrf',
};

/** Errors the sign-in form shows above itself; every other kind gets the full error page. */
export const FORM_ERRORS = new Set(['CredentialsSignin', 'SessionRequired']);

export function authErrorMessage(kind: string): AuthErrorMessage {
  return KINDS[kind] ?? 'unknown';
}

/** Codes a credentials sign-in can fail with; each has its own sentence. */
export const SIGN_IN_CODES = [
  'invalid_credentials',
  'weak_password',
  'email_taken',
  'check_email',
  'invalid_email',
  'link_expired',
  'link_used',
  'token_invalid',
  'rate_limited',
] as const;

export function signInCodeKey(code: string | null): string {
  return (SIGN_IN_CODES as readonly string[]).includes(code ?? '') ? `codes.${code}` : 'codes.unknown';
}
