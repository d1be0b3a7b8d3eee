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

  it('signs once as a phone does, or until r or s is short when asked', () => {
    const key = new SoftAuthenticator('http://localhost:3000');
    key.register({ challenge: 'cmVnaXN0ZXI', user: { id: 'u' } });
    for (let i = 0; i < 5; i++) {
      const { signature } = key.assert({ challenge: 'Y2hhbGxlbmdl' }, true, 'short').response;
      expect(fullLengthEcdsa(isoBase64URL.toBuffer(signature))).toBe(false);
    }
  });
});
