import { createHash, createPublicKey, verify } from 'node:crypto';
import { cose, decodeCredentialPublicKey, isoBase64URL } from '@simplewebauthn/server/helpers';

/** The hash each COSE ECDSA algorithm signs with (ES256, ES384, ES512). */
const HASH_BY_ALG = new Map<number, string>([
  [-7, 'sha256'],
  [-35, 'sha384'],
  [-36, 'sha512'],
]);
const CURVE_BY_CRV = new Map<number, string>([
  [1, 'P-256'],
  [2, 'P-384'],
  [3, 'P-521'],
]);

/**
 * Whether an assertion's ECDSA signature holds for the stored COSE key, checked by Node's crypto on
 * the signature as the authenticator sent it (DER).
 *
 * `@simplewebauthn/server` 9 turns DER into r‖s without padding a short r or s to the curve's size,
 * so about 1 in 128 genuine P-256 signatures fails there (its `verified` comes back false). Every
 * other check of the assertion (challenge, origin, RP ID, presence, counter) throws before that
 * answer, so this is asked only about the signature, and only of EC2 keys; any other key, or any
 * malformed input, is not verified.
 */
export function ec2SignatureHolds(input: {
  credentialPublicKey: Uint8Array;
  authenticatorData: string;
  clientDataJSON: string;
  signature: string;
}): boolean {
  try {
    const key = decodeCredentialPublicKey(input.credentialPublicKey);
    if (!cose.isCOSEPublicKeyEC2(key)) return false;
    const hash = HASH_BY_ALG.get(key.get(cose.COSEKEYS.alg) ?? 0);
    const crv = CURVE_BY_CRV.get(key.get(cose.COSEKEYS.crv) ?? 0);
    const x = key.get(cose.COSEKEYS.x);
    const y = key.get(cose.COSEKEYS.y);
    if (!hash || !crv || !x || !y) return false;
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv, x: isoBase64URL.fromBuffer(x), y: isoBase64URL.fromBuffer(y) },
      format: 'jwk',
    });
    const clientDataHash = createHash('sha256').update(isoBase64URL.toBuffer(input.clientDataJSON)).digest();
    const signed = Buffer.concat([isoBase64URL.toBuffer(input.authenticatorData), clientDataHash]);
    return verify(
      hash,
      signed,
      { key: publicKey, dsaEncoding: 'der' },
      isoBase64URL.toBuffer(input.signature),
    );
  } catch {
    return false;
  }
}
