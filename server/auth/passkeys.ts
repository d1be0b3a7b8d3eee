import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { credentialResponse } from '../../contract/api/auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import type { UserRow } from '../user/schema';
import { ec2SignatureHolds } from './ec2-signature';
import { passkeys } from './schema';
import { consumeToken, issueToken, MINUTE } from './tokens';

const RP_NAME = 'Bindery';

/** The relying party is the site's host; the browser must be on exactly this origin. */
export function relyingParty(c: Context<AppEnv>): { rpID: string; origin: string } {
  // The configured origin (PUBLIC_URL, else http://localhost:PORT), never a request header.
  const base = c.var.siteOrigin;
  const url = new URL(base);
  return { rpID: url.hostname, origin: url.origin };
}

export { credentialResponse } from '../../contract/api/auth';

export async function listPasskeys(db: Db, userUuid: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.userUuid, userUuid))
    .orderBy(passkeys.createdAt);
}

/** Options for a new passkey; the challenge waits server-side under a one-time id. */
export async function beginRegistration(
  c: Context<AppEnv>,
  user: { uuid: string; email: string; displayName: string },
  pending: Record<string, unknown>,
) {
  const { rpID } = relyingParty(c);
  const existing = await listPasskeys(c.var.db, user.uuid);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userID: user.uuid,
    userName: user.email,
    userDisplayName: user.displayName,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: isoBase64URL.toBuffer(p.id),
      type: 'public-key' as const,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await issueToken(c.var.db, {
    kind: 'webauthn-registration',
    ttlMs: 5 * MINUTE,
    userUuid: null,
    data: { ...pending, challenge: options.challenge, userUuid: user.uuid },
  });
  return { options, challengeId };
}

/** Checks the attestation against its challenge (once) and returns what to store, or a 400. */
export async function finishRegistration(c: Context<AppEnv>, input: z.infer<typeof credentialResponse>) {
  const pending = await consumeToken(c.var.db, 'webauthn-registration', input.challengeId);
  const challenge = pending?.data?.challenge;
  if (typeof challenge !== 'string') {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'This passkey request has expired or was already used. Start again.',
    );
  }
  const { rpID, origin } = relyingParty(c);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      // biome-ignore lint/suspicious/noExplicitAny: the shape is checked by SimpleWebAuthn itself.
      response: input.response as any,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (err) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `The passkey could not be verified: ${err instanceof Error ? err.message : 'unknown reason'}`,
    );
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info)
    throw new ApiError(400, 'BAD_REQUEST', 'The passkey could not be verified.');
  return {
    pending: pending?.data ?? {},
    credential: {
      id: isoBase64URL.fromBuffer(info.credentialID),
      publicKey: isoBase64URL.fromBuffer(info.credentialPublicKey),
      counter: info.counter,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      transports: (input.response.response as { transports?: string[] } | undefined)?.transports ?? [],
    },
  };
}

export async function savePasskey(
  db: Db,
  user: Pick<UserRow, 'uuid'>,
  credential: Awaited<ReturnType<typeof finishRegistration>>['credential'],
  name: string,
) {
  await db.insert(passkeys).values({ ...credential, userUuid: user.uuid, name });
}

export async function beginAuthentication(c: Context<AppEnv>) {
  const { rpID } = relyingParty(c);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  const challengeId = await issueToken(c.var.db, {
    kind: 'webauthn-login',
    ttlMs: 5 * MINUTE,
    data: { challenge: options.challenge },
  });
  return { options, challengeId };
}

/**
 * Verifies an assertion: the challenge is single-use and the signature counter must move on, so a
 * replayed assertion fails twice over. Returns the passkey's owner.
 */
export async function finishAuthentication(
  c: Context<AppEnv>,
  input: z.infer<typeof credentialResponse>,
): Promise<string> {
  const db = c.var.db;
  const pending = await consumeToken(db, 'webauthn-login', input.challengeId);
  const challenge = pending?.data?.challenge;
  if (typeof challenge !== 'string') {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      'This sign-in request has expired or was already used. Try again.',
    );
  }
  const rows = await db.select().from(passkeys).where(eq(passkeys.id, input.response.id));
  const passkey = rows[0];
  if (!passkey)
    throw new ApiError(400, 'BAD_REQUEST', 'This passkey is not known here. It may have been removed.');
  const { rpID, origin } = relyingParty(c);
  const credentialPublicKey = isoBase64URL.toBuffer(passkey.publicKey);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      // biome-ignore lint/suspicious/noExplicitAny: the shape is checked by SimpleWebAuthn itself.
      response: input.response as any,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      authenticator: {
        credentialID: isoBase64URL.toBuffer(passkey.id),
        credentialPublicKey,
        counter: passkey.counter,
      },
      requireUserVerification: false,
    });
  } catch (err) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `The passkey could not be verified: ${err instanceof Error ? err.message : 'unknown reason'}`,
    );
  }
  // The library checked these three are strings (it throws otherwise); its own signature check
  // fails on about 1 in 128 genuine ECDSA signatures, so a "no" is asked again of Node's crypto.
  const signed = input.response.response as {
    authenticatorData: string;
    clientDataJSON: string;
    signature: string;
  };
  const verified = verification.verified || ec2SignatureHolds({ credentialPublicKey, ...signed });
  if (!verified) throw new ApiError(400, 'BAD_REQUEST', 'The passkey could not be verified.');
  const { newCounter } = verification.authenticationInfo;
  // Compare-and-set on the counter: two uses of one assertion cannot both pass.
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (updated.length === 0) throw new ApiError(400, 'BAD_REQUEST', 'This passkey was just used. Try again.');
  return passkey.userUuid;
}

/** A login token for the Auth.js provider that finishes the sign-in. */
export function loginToken(
  db: Db,
  userUuid: string,
  provider: 'guest' | 'passkey' | 'password',
): Promise<string> {
  return issueToken(db, { kind: 'login', ttlMs: 2 * MINUTE, userUuid, data: { provider } });
}

/**
 * A login token that signs no one in: its sign-in fails with `check_email`. Handed out where a new
 * account would get a real one but the address already has an account (the owner is mailed).
 */
export function checkEmailToken(db: Db, provider: 'passkey' | 'password'): Promise<string> {
  return issueToken(db, {
    kind: 'login',
    ttlMs: 2 * MINUTE,
    userUuid: null,
    data: { provider, checkEmail: true },
  });
}
