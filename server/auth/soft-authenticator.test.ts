import { verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { fullLengthEcdsa, SoftAuthenticator } from './soft-authenticator.test-helper';

/** A DER ECDSA-Sig-Value of two INTEGER fields given as hex, as written (with any leading zero). */
function der(r: string, s: string): Uint8Array {
  const field = (hex: string) => `02${(hex.length / 2).toString(16).padStart(2, '0')}${hex}`;
  const body = field(r) + field(s);
  return Buffer.from(`30${(body.length / 2).toString(16).padStart(2, '0')}${body}`, 'hex');
}
const full = `7f${'ab'.repeat(31)}`;
const highBit = `00${'c3'.repeat(32)}`;
/** 32 bytes that hold a 31-byte number: DER's zero before a high bit. */
const short = `00${'c3'.repeat(31)}`;

describe('the soft authenticator’s signatures', () => {
  it('takes r and s only when both are full 32-byte numbers', () => {
    expect(fullLengthEcdsa(der(full, full))).toBe(true);
    expect(fullLengthEcdsa(der(highBit, full))).toBe(true);
    expect(fullLengthEcdsa(der(full, highBit))).toBe(true);
    expect(fullLengthEcdsa(der('7f'.repeat(31), full))).toBe(false);
    expect(fullLengthEcdsa(der(short, full))).toBe(false);
    expect(fullLengthEcdsa(der(full, short))).toBe(false);
  });

  it('signs assertions the server verifies', async () => {
    const origin = 'http://localhost:3000';
    for (let i = 0; i < 20; i++) {
      const key = new SoftAuthenticator(origin);
      const registered = await verifyRegistrationResponse({
        // biome-ignore lint/suspicious/noExplicitAny: the shape is checked by SimpleWebAuthn itself.
        response: key.register({ challenge: 'cmVnaXN0ZXI', user: { id: 'u' } }) as any,
        expectedChallenge: 'cmVnaXN0ZXI',
        expectedOrigin: origin,
        expectedRPID: 'localhost',
        requireUserVerification: false,
      });
      const credential = registered.registrationInfo!;
      const challenge = isoBase64URL.fromBuffer(new Uint8Array(32).fill(i));
      const assertion = key.assert({ challenge });
      const { verified } = await verifyAuthenticationResponse({
        // biome-ignore lint/suspicious/noExplicitAny: the shape is checked by SimpleWebAuthn itself.
        response: assertion as any,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: 'localhost',
        authenticator: {
          credentialID: credential.credentialID,
          credentialPublicKey: credential.credentialPublicKey,
          counter: 0,
        },
        requireUserVerification: false,
      });
      expect(verified).toBe(true);
    }
  });
});
