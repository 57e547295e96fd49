/**
 * A software WebAuthn authenticator (plus the browser's part of the ceremony) for unit tests: it
 * answers the options from `generateRegistrationOptions` / `generateAuthenticationOptions` with the
 * JSON a browser would post back, so passkey flows can be tested end to end without a browser.
 *
 * It plays a single platform authenticator that always verifies the user (UP + UV), makes
 * discoverable ES256 (P-256) credentials with attestation format 'none' and is not synced (BE/BS
 * clear). It deliberately does NOT check that `origin` belongs to the RP ID, unlike a browser, so
 * tests can produce wrong-origin responses and prove the server rejects them.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

export interface SoftAuthenticator {
  /** Answers navigator.credentials.create() for these options (PublicKeyCredentialCreationOptionsJSON from generateRegistrationOptions) at `origin`, making a new discoverable P-256 (ES256, alg -7) credential bound to options.rp.id and options.user.id. Attestation format 'none'. Flags: UP and UV set, BE/BS clear. */
  register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): RegistrationResponseJSON;
  /** Answers navigator.credentials.get() for these options (from generateAuthenticationOptions) at `origin` with the credential it holds for options.rpId (the first one allowed by allowCredentials when that list is non-empty; any held credential for the rpId when empty, i.e. discoverable). Increments and includes the signature counter. userHandle = the user.id given at registration (base64url). Throws a clear Error when it holds no usable credential. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, origin: string): AuthenticationResponseJSON;
  /** The credentials held, for assertions: id (base64url), rpId, userHandle, counter. */
  readonly credentials: ReadonlyArray<{ id: string; rpId: string; userHandle: string; counter: number }>;
}

const ES256 = -7;

// Authenticator data flag bits (WebAuthn §6.1).
const FLAG_UP = 0x01; // user present
const FLAG_UV = 0x04; // user verified
const FLAG_AT = 0x40; // attested credential data follows (registration only)

interface HeldCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export function createSoftAuthenticator(): SoftAuthenticator {
  const held: HeldCredential[] = [];

  return {
    register(options, origin) {
      // A browser refuses when the RP accepts no algorithm this authenticator has…
      if (!options.pubKeyCredParams.some((p) => p.type === 'public-key' && p.alg === ES256)) {
        throw new Error('SoftAuthenticator.register: options.pubKeyCredParams does not allow ES256 (-7)');
      }
      // …and when it already holds a credential the RP listed in excludeCredentials.
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const excluded = new Set((options.excludeCredentials ?? []).map((c) => c.id));
      if (held.some((c) => c.rpId === rpId && excluded.has(b64url(c.id)))) {
        throw new Error(`SoftAuthenticator.register: already holds a credential for "${rpId}" listed in excludeCredentials`);
      }

      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential: HeldCredential = { id: randomBytes(16), rpId, userHandle: options.user.id, privateKey, counter: 0 };
      held.push(credential);

      const clientDataJSON = clientData('webauthn.create', options.challenge, origin);
      const authData = Buffer.concat([
        authDataHeader(rpId, FLAG_UP | FLAG_UV | FLAG_AT, credential.counter),
        Buffer.alloc(16), // AAGUID: all zero, as for attestation 'none'
        u16(credential.id.length),
        credential.id,
        coseES256PublicKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<string, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );

      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          authenticatorData: b64url(authData),
          transports: ['internal'],
          publicKeyAlgorithm: ES256,
          publicKey: b64url(publicKey.export({ type: 'spki', format: 'der' })),
        },
      };
    },

    authenticate(options, origin) {
      const rpId = options.rpId ?? new URL(origin).hostname;
      const allowed = (options.allowCredentials ?? []).map((c) => c.id);
      const forRp = held.filter((c) => c.rpId === rpId);
      // Non-empty allowCredentials: the RP names the credentials it will accept, in its order.
      // Empty: a discoverable (username-less) sign-in, so any credential held for the RP will do.
      const credential =
        allowed.length > 0 ? allowed.map((id) => forRp.find((c) => b64url(c.id) === id)).find((c) => c !== undefined) : forRp[0];
      if (!credential) {
        const wanted = allowed.length > 0 ? `any of [${allowed.join(', ')}]` : 'a discoverable credential';
        throw new Error(`SoftAuthenticator.authenticate: holds no credential for RP ID "${rpId}" matching ${wanted}`);
      }

      // Servers reject a counter that does not grow, so bump it before signing, like real keys do.
      credential.counter += 1;
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const authData = authDataHeader(rpId, FLAG_UP | FLAG_UV, credential.counter);
      // ECDSA over authData || SHA-256(clientDataJSON); node:crypto emits DER, which WebAuthn wants.
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);

      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },

    get credentials() {
      // Copies, so tests can look but not reach in and change the authenticator's state.
      return held.map((c) => ({ id: b64url(c.id), rpId: c.rpId, userHandle: c.userHandle, counter: c.counter }));
    },
  };
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** The bytes the browser builds and the RP hashes; `challenge` is already base64url. */
function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** rpIdHash (32) | flags (1) | signCount (4, big-endian): the part every authenticator data starts with. */
function authDataHeader(rpId: string, flags: number, signCount: number): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt8(flags, 0);
  tail.writeUInt32BE(signCount, 1);
  return Buffer.concat([sha256(rpId), tail]);
}

/** COSE_Key for an EC2 P-256 key used with ES256: {1: 2, 3: -7, -1: 1, -2: x, -3: y}. */
function coseES256PublicKey(publicKey: KeyObject): Buffer {
  const { x, y } = publicKey.export({ format: 'jwk' });
  if (!x || !y) throw new Error('SoftAuthenticator: P-256 public key exported without x/y');
  return cbor(
    new Map<number, CborValue>([
      [1, 2], // kty: EC2
      [3, ES256], // alg
      [-1, 1], // crv: P-256
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]),
  );
}

/**
 * Just enough CBOR (RFC 8949) for COSE keys and attestation objects: integers, byte strings, text
 * strings and maps. Heads use the shortest form, which the server relies on: it re-encodes the
 * COSE key it decodes and uses the re-encoded length to walk the authenticator data.
 */
type CborValue = number | string | Uint8Array | Map<number | string, CborValue>;

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`cbor: only integers are supported, got ${value}`);
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const utf8 = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, utf8.length), utf8]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

/** Major type (3 bits) plus an argument, in the shortest encoding. */
function head(major: number, argument: number): Buffer {
  const m = major << 5;
  if (argument < 24) return Buffer.from([m | argument]);
  if (argument < 0x100) return Buffer.from([m | 24, argument]);
  if (argument < 0x10000) return Buffer.concat([Buffer.from([m | 25]), u16(argument)]);
  if (argument < 0x100000000) {
    const b = Buffer.alloc(5);
    b.writeUInt8(m | 26, 0);
    b.writeUInt32BE(argument, 1);
    return b;
  }
  throw new Error(`cbor: argument ${argument} too large`);
}
