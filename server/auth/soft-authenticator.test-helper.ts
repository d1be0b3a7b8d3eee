import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes);
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A software passkey (ES256, attestation "none") for API tests: what a phone's authenticator does. */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle = '';

  constructor(private readonly origin: string) {}

  private get rpIdHash(): Buffer {
    return sha256(new URL(this.origin).hostname);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const map = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x as string)],
      [-3, isoBase64URL.toBuffer(jwk.y as string)],
    ]);
    return isoCBOR.encode(map as never);
  }

  private counterBytes(): Buffer {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(this.counter);
    return b;
  }

  register(options: { challenge: string; user: { id: string } }) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([0x45]), // user present, user verified, attested credential data
      this.counterBytes(),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /**
   * An assertion; `bump` false repeats the last counter, as a cloned authenticator would. Signed once,
   * as a phone does, unless `signature` is 'short': then signed again until r or s is below 2^248
   * (about 1 in 128 real signatures), the shape `@simplewebauthn/server` 9 fails to verify.
   */
  assert(options: { challenge: string }, bump = true, signature: 'as-signed' | 'short' = 'as-signed') {
    if (bump) this.counter += 1;
    const authData = Buffer.concat([this.rpIdHash, Buffer.from([0x05]), this.counterBytes()]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const message = Buffer.concat([authData, sha256(clientDataJSON)]);
    let signed = sign('sha256', message, this.keys.privateKey);
    while (signature === 'short' && fullLengthEcdsa(signed))
      signed = sign('sha256', message, this.keys.privateKey);
    return {
      id: b64(this.credentialId),
      rawId: b64(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signed),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

/**
 * Whether a DER ECDSA-Sig-Value's r and s are both full 32-byte numbers: 32 bytes whose first is
 * not zero, or 33 with DER's leading zero before a high bit. A 32-byte field that starts with zero
 * holds a 31-byte number (its high bit set), which `@simplewebauthn/server` 9 leaves short too.
 */
export function fullLengthEcdsa(der: Uint8Array): boolean {
  const full = (at: number) => {
    const length = der[at]!;
    return length === 33 || (length === 32 && der[at + 1] !== 0);
  };
  const rLength = der[3]!;
  return full(3) && full(4 + rLength + 1);
}
