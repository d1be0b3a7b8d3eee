import { generateKeyPairSync } from 'node:crypto';
import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { ec2SignatureHolds } from './ec2-signature';
import { SoftAuthenticator } from './soft-authenticator.test-helper';

const origin = 'http://localhost:3000';

async function registered() {
  const key = new SoftAuthenticator(origin);
  const { registrationInfo } = await verifyRegistrationResponse({
    // biome-ignore lint/suspicious/noExplicitAny: the shape is checked by SimpleWebAuthn itself.
    response: key.register({ challenge: 'cmVnaXN0ZXI', user: { id: 'u' } }) as any,
    expectedChallenge: 'cmVnaXN0ZXI',
    expectedOrigin: origin,
    expectedRPID: 'localhost',
    requireUserVerification: false,
  });
  return { key, credentialPublicKey: registrationInfo!.credentialPublicKey };
}

const challenge = isoBase64URL.fromBuffer(new Uint8Array(32).fill(7));

describe('ec2SignatureHolds', () => {
  it('verifies the short signatures @simplewebauthn/server 9 refuses, and full ones', async () => {
    const { key, credentialPublicKey } = await registered();
    for (const signature of ['short', 'as-signed'] as const) {
      const assertion = key.assert({ challenge }, true, signature);
      const library = await verifyAuthenticationResponse({
        // biome-ignore lint/suspicious/noExplicitAny: the shape is checked by SimpleWebAuthn itself.
        response: assertion as any,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: 'localhost',
        authenticator: { credentialID: key.credentialId, credentialPublicKey, counter: 0 },
        requireUserVerification: false,
      });
      // The library's bug this works around; if a newer library passes it, the fallback can go.
      if (signature === 'short') expect(library.verified).toBe(false);
      expect(ec2SignatureHolds({ credentialPublicKey, ...assertion.response })).toBe(true);
    }
  });

  it('refuses changed data, another key, a malformed signature and keys that are not EC2', async () => {
    const { key, credentialPublicKey } = await registered();
    const other = await registered();
    const { response } = key.assert({ challenge }, true, 'short');
    const changed = Buffer.from(response.authenticatorData, 'base64url');
    changed[36] = (changed[36] ?? 0) + 1;
    expect(
      ec2SignatureHolds({
        credentialPublicKey,
        ...response,
        authenticatorData: changed.toString('base64url'),
      }),
    ).toBe(false);
    expect(ec2SignatureHolds({ credentialPublicKey: other.credentialPublicKey, ...response })).toBe(false);
    expect(ec2SignatureHolds({ credentialPublicKey, ...response, signature: 'AAAA' })).toBe(false);
    expect(ec2SignatureHolds({ credentialPublicKey: new Uint8Array([1, 2, 3]), ...response })).toBe(false);
    // An Ed25519 (OKP) key: this check is for ECDSA only.
    const ed = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
    const okp = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 1],
        [3, -8],
        [-1, 6],
        [-2, isoBase64URL.toBuffer(ed.x as string)],
      ]) as never,
    );
    expect(ec2SignatureHolds({ credentialPublicKey: okp, ...response })).toBe(false);
  });
});
