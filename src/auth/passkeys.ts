import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { requestJson } from './http';

interface TokenAnswer {
  token: string;
  provider: 'guest' | 'passkey' | 'password';
}

interface Begin {
  // biome-ignore lint/suspicious/noExplicitAny: SimpleWebAuthn's own option types.
  options: any;
  challengeId: string;
}

/** Passkey sign-in: the browser picks a passkey for this site, the server verifies it. */
export async function passkeyLoginToken(): Promise<TokenAnswer> {
  const begin = await requestJson<Begin>('POST', '/auth/passkeys/login/begin', {});
  const response = await startAuthentication(begin.options);
  return requestJson<TokenAnswer>('POST', '/auth/passkeys/login/finish', {
    challengeId: begin.challengeId,
    response,
  });
}

/** A new account whose only key is a passkey. */
export async function passkeySignUpToken(
  email: string,
  firstName?: string,
  lastName?: string,
): Promise<TokenAnswer> {
  const begin = await requestJson<Begin>('POST', '/auth/passkeys/register/begin', {
    email,
    firstName,
    lastName,
  });
  const response = await startRegistration(begin.options);
  return requestJson<TokenAnswer>('POST', '/auth/passkeys/register/finish', {
    challengeId: begin.challengeId,
    response,
    name: passkeyName(),
  });
}

/** Adds a passkey to the signed-in account. */
export async function addPasskey(): Promise<void> {
  const begin = await requestJson<Begin>('POST', '/user/passkeys/register/begin', {});
  const response = await startRegistration(begin.options);
  await requestJson('POST', '/user/passkeys/register/finish', {
    challengeId: begin.challengeId,
    response,
    name: passkeyName(),
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
