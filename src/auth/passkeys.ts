import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { callApi } from '../api/client';
import type { CallAnswer } from '../api/route-types';

type TokenAnswer = CallAnswer<'POST /auth/guest'>;
/** SimpleWebAuthn's option types: the contract checks their main fields and passes the rest as it came. */
type RequestOptions = Parameters<typeof startAuthentication>[0];
type CreationOptions = Parameters<typeof startRegistration>[0];

/** Passkey sign-in: the browser picks a passkey for this site, the server verifies it. */
export async function passkeyLoginToken(): Promise<TokenAnswer> {
  const begin = await callApi('POST /auth/passkeys/login/begin');
  const response = await startAuthentication(begin.options as RequestOptions);
  return callApi('POST /auth/passkeys/login/finish', {
    body: { challengeId: begin.challengeId, response: { ...response } },
  });
}

/** A new account whose only key is a passkey. */
export async function passkeySignUpToken(
  email: string,
  firstName?: string,
  lastName?: string,
): Promise<TokenAnswer> {
  const begin = await callApi('POST /auth/passkeys/register/begin', {
    body: { email, firstName, lastName },
  });
  const response = await startRegistration(begin.options as CreationOptions);
  return callApi('POST /auth/passkeys/register/finish', {
    body: { challengeId: begin.challengeId, response: { ...response }, name: passkeyName() },
  });
}

/** Adds a passkey to the signed-in account. */
export async function addPasskey(): Promise<void> {
  const begin = await callApi('POST /user/passkeys/register/begin');
  const response = await startRegistration(begin.options as CreationOptions);
  await callApi('POST /user/passkeys/register/finish', {
    body: { challengeId: begin.challengeId, response: { ...response }, name: passkeyName() },
  });
}

/** A name that helps tell passkeys apart later: the device's platform. */
function passkeyName(): string {
  const ua = navigator.userAgent;
  const platform = /iPhone|iPad/.test(ua)
    ? 'iPhone'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac/.test(ua)
        ? 'Mac'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Passkey';
  return `${platform} · ${new Date().toISOString().slice(0, 10)}`;
}

/** A passkey prompt the user closed is not an error worth showing. */
export function isPasskeyCancel(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
}
