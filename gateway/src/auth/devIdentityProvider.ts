import { createHash, createPrivateKey, createPublicKey, generateKeyPair, randomBytes, randomInt } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SignJWT } from 'jose';

/** The `iss` of every development token; the authenticator accepts no other in dev mode. */
export const DEV_AUTH_ISSUER = 'https://dev-auth.flagstream.local';
/** the private key's file name inside the key directory */
export const DEV_AUTH_KEY_FILE = 'signing-key.pem';
/** `nbf` is this many seconds before `iat`, for clock skew (as Clerk does) */
const NOT_BEFORE_SKEW_SECONDS = 5;

export interface DevTokenProfile {
  userId: string;
  name: string;
  email: string;
}

export interface DevIdentityProviderOptions {
  /** where the key pair is kept (created with mode 0700, key file 0600) */
  keyDir: string;
  /** the `azp` of issued tokens: the app's origin, e.g. http://localhost:4000 */
  authorizedParty: string;
  /** token lifetime (default 24 h) */
  ttlSeconds?: number;
  issuer?: string;
  /** epoch ms; the default is the real clock, which is also what verification uses */
  clock?: () => number;
}

/**
 * The built-in development identity provider: signs RS256 session tokens shaped like Clerk's
 * (sub, sid, iat, nbf, exp, iss, azp, plus custom claims name and email), so the same
 * `verifyToken(..., { jwtKey })` path checks them. Anyone who can call it signs in as anyone:
 * it exists for development and tests only.
 */
export interface DevIdentityProvider {
  readonly issuer: string;
  readonly authorizedParty: string;
  readonly ttlSeconds: number;
  /** the `kid` header of issued tokens (derived from the public key) */
  readonly kid: string;
  /** SPKI PEM of the verification key (what `verifyToken`'s `jwtKey` takes) */
  readonly publicKeyPem: string;
  /** the private key file */
  readonly keyFile: string;
  issueToken(profile: DevTokenProfile): Promise<string>;
}

const generateKeyPairAsync = promisify(generateKeyPair);

/** Reads the key pair from `keyDir`, creating it on first use (safe when several processes race). */
async function loadOrCreatePrivateKey(keyDir: string): Promise<{ key: KeyObject; file: string }> {
  const dir = resolve(keyDir);
  const file = join(dir, DEV_AUTH_KEY_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let pem: string | null = null;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`Cannot read the development auth key ${file}: ${(e as Error).message}`);
  }
  if (pem === null) {
    const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
    const created = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    // write privately, then publish atomically: link() fails if another process got there first
    const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(tmp, created, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(tmp, file);
      pem = created;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      pem = readFileSync(file, 'utf8');
    } finally {
      unlinkSync(tmp);
    }
  } else if ((statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, 0o600);
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`The development auth key ${file} is not a PEM private key; delete it to generate a new one (issued tokens become invalid).`);
  }
  const d = key.asymmetricKeyDetails;
  // @clerk/backend's jwtKey loader only understands RSA-2048 keys with exponent 65537
  if (key.asymmetricKeyType !== 'rsa' || d?.modulusLength !== 2048 || d.publicExponent !== 65537n) {
    throw new Error(`The development auth key ${file} must be an RSA-2048 key; delete it to generate a new one.`);
  }
  return { key, file };
}

const SESSION_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** a Clerk-looking session id: `sess_` and 27 random alphanumerics */
function newSessionId(): string {
  let s = 'sess_';
  for (let i = 0; i < 27; i++) s += SESSION_ID_ALPHABET[randomInt(SESSION_ID_ALPHABET.length)];
  return s;
}

export async function createDevIdentityProvider(opts: DevIdentityProviderOptions): Promise<DevIdentityProvider> {
  const { key: privateKey, file } = await loadOrCreatePrivateKey(opts.keyDir);
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const kid = `dev_${createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64url')
    .slice(0, 22)}`;
  const issuer = opts.issuer ?? DEV_AUTH_ISSUER;
  const ttlSeconds = opts.ttlSeconds ?? 86_400;
  const clock = opts.clock ?? Date.now;
  const authorizedParty = opts.authorizedParty;

  return {
    issuer,
    authorizedParty,
    ttlSeconds,
    kid,
    publicKeyPem,
    keyFile: file,
    async issueToken({ userId, name, email }) {
      const iat = Math.floor(clock() / 1000);
      return new SignJWT({ sid: newSessionId(), azp: authorizedParty, name, email })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setNotBefore(iat - NOT_BEFORE_SKEW_SECONDS)
        .setExpirationTime(iat + ttlSeconds)
        .sign(privateKey);
    },
  };
}
