import { verifyToken } from '@clerk/backend';
import type { VerifyTokenOptions } from '@clerk/backend';
import { DomainError, safeDisplayName } from '@flagstream/domain';
import type { Settings } from '../config/env';
import type { Caller } from './caller';
import type { DevIdentityProvider } from './devIdentityProvider';

export type AuthMode = 'clerk' | 'dev';

export interface Authenticator {
  readonly mode: AuthMode;
  /** Verifies `Authorization: Bearer <session token>`; throws DomainError('UNAUTHENTICATED') otherwise. */
  authenticate(authorizationHeader: string | undefined): Promise<Caller>;
  /** The caller of a session token that verified before and has not expired, without waiting; undefined otherwise (then `authenticate`). */
  verified?(authorizationHeader: string | undefined): Caller | undefined;
  /** API tokens (`fst_...`, issue 19) are checked by this resolver instead of as session tokens. */
  useApiTokens?(resolver: ApiTokenResolver): void;
}

/**
 * Resolves an API token to its caller, from the read models on every request (never a cache
 * here: a revoked token must be refused at once, on every gateway). Throws UNAUTHENTICATED.
 */
export interface ApiTokenResolver {
  resolve(token: string): Promise<Caller>;
}

/** API tokens start with this; a session token (a JWT) never does. */
export const API_TOKEN_PREFIX = 'fst_';

/** the settings the authenticator reads */
export type AuthSettings = Pick<Settings, 'authMode' | 'CLERK_SECRET_KEY' | 'CLERK_JWT_KEY' | 'CLERK_AUTHORIZED_PARTIES' | 'PUBLIC_URL'>;

/** Where verification failures are reported (reason only: never the token). */
export interface AuthLog {
  warn(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
}

/** Longer bearer tokens are refused before any parsing (Clerk session tokens are far smaller). */
export const MAX_TOKEN_LENGTH = 8192;

export const AUTH_MESSAGES = {
  missing: 'No authentication token',
  expired: 'Authentication token expired',
  invalid: 'Invalid authentication token',
} as const;

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);

/** Verified tokens kept at most this long (and never past their own expiry), and at most this many. */
const VERIFIED_TTL_MS = 5 * 60_000;
const MAX_VERIFIED = 10_000;
/** Entries of the recent-token table (a power of two). */
const RECENT_SLOTS = 256;

/** reasons that point at configuration or Clerk's availability rather than at the token */
const OPERATOR_REASONS = new Set([
  'jwk-remote-failed-to-load',
  'jwk-remote-invalid',
  'jwk-remote-missing',
  'jwk-failed-to-resolve',
  'jwk-local-missing',
  'secret-key-invalid',
]);

/**
 * Session-token verification, always through `@clerk/backend` `verifyToken`:
 * - Clerk mode with CLERK_JWT_KEY: `{ jwtKey, authorizedParties }` (networkless);
 * - Clerk mode with only CLERK_SECRET_KEY: `{ secretKey, authorizedParties }` (fetches and caches
 *   the instance's JWKS from Clerk's Backend API: needs the network, so it is not covered by tests);
 * - dev mode: `{ jwtKey: devIdp.publicKeyPem, authorizedParties: [devIdp.authorizedParty], issuer: devIdp.issuer }`.
 * authorizedParties in Clerk mode is CLERK_AUTHORIZED_PARTIES, or else the origin of PUBLIC_URL.
 */
export function createAuthenticator(settings: AuthSettings, devIdp: DevIdentityProvider | null, log?: AuthLog, clock: () => number = Date.now): Authenticator {
  const mode: AuthMode = settings.authMode;
  let options: VerifyTokenOptions;
  let expectedIssuer: string | null = null;
  if (mode === 'dev') {
    if (!devIdp) throw new Error('Development authentication needs the development identity provider');
    options = { jwtKey: devIdp.publicKeyPem, authorizedParties: [devIdp.authorizedParty], issuer: devIdp.issuer };
    expectedIssuer = devIdp.issuer;
  } else {
    const authorizedParties = settings.CLERK_AUTHORIZED_PARTIES?.length ? settings.CLERK_AUTHORIZED_PARTIES : [new URL(settings.PUBLIC_URL).origin];
    if (settings.CLERK_JWT_KEY) options = { jwtKey: settings.CLERK_JWT_KEY, authorizedParties };
    else if (settings.CLERK_SECRET_KEY) options = { secretKey: settings.CLERK_SECRET_KEY, authorizedParties };
    else throw new Error('Clerk authentication needs CLERK_JWT_KEY or CLERK_SECRET_KEY');
  }

  /**
   * Tokens that verified, with the caller they name, until they expire: a signed-in client sends
   * the same token on every request, and a signature check per request costs more than the rest
   * of a cached read. Only a successful verification is kept, so a bad token is checked every time.
   */
  type Verified = { header: string; caller: Caller; until: number };
  const verified = new Map<string, Verified>();
  // Keyed by the header's tail (its signature's last characters) and then compared whole: hashing
  // all of a ~1 KB header on every request costs more than comparing it.
  const keyOf = (header: string) => (header.length > 64 ? header.slice(-43) : header);
  // The entries used last, by three characters of the signature's end: each request's header is a
  // new string, and a Map lookup by a new string (the tail above) hashes it first (~0.3-1 µs,
  // measured; a tenth of a cached read's own work). Found here, it is only compared whole. The
  // same entries as in the Map: a header is answered from here exactly when it would be from there.
  const recent: Array<Verified | undefined> = new Array(RECENT_SLOTS);
  const slotOf = (h: string) => (h.charCodeAt(h.length - 1) * 31 + h.charCodeAt(h.length - 2) * 7 + h.charCodeAt(h.length - 3)) & (RECENT_SLOTS - 1);
  let apiTokens: ApiTokenResolver | null = null;
  const verifiedCaller = (authorizationHeader: string | undefined): Caller | undefined => {
    if (!authorizationHeader) return undefined;
    const slot = slotOf(authorizationHeader);
    const seen = recent[slot];
    if (seen !== undefined && seen.header === authorizationHeader && clock() < seen.until) return seen.caller;
    const key = keyOf(authorizationHeader);
    const hit = verified.get(key);
    if (hit === undefined || hit.header !== authorizationHeader) return undefined;
    if (clock() < hit.until) {
      recent[slot] = hit;
      return hit.caller;
    }
    forget(key, hit);
    return undefined;
  };
  /** Drops an entry from the Map and from `recent`. */
  const forget = (key: string, entry: Verified) => {
    verified.delete(key);
    const slot = slotOf(entry.header);
    if (recent[slot] === entry) recent[slot] = undefined;
  };

  return {
    mode,
    useApiTokens(resolver) {
      apiTokens = resolver;
    },
    verified: verifiedCaller,
    async authenticate(authorizationHeader) {
      const known = verifiedCaller(authorizationHeader);
      if (known) return known;
      if (!authorizationHeader) throw unauthenticated(AUTH_MESSAGES.missing);
      if (authorizationHeader.length > MAX_TOKEN_LENGTH + 16) throw unauthenticated(AUTH_MESSAGES.invalid);
      const m = BEARER.exec(authorizationHeader);
      if (!m) throw unauthenticated(AUTH_MESSAGES.missing);
      const token = m[1]!;
      if (token.length > MAX_TOKEN_LENGTH) throw unauthenticated(AUTH_MESSAGES.invalid);
      // API tokens before any JWT parsing; they never enter the verified-token cache above.
      if (token.startsWith(API_TOKEN_PREFIX)) {
        if (!apiTokens) throw unauthenticated(AUTH_MESSAGES.invalid);
        return apiTokens.resolve(token);
      }

      let claims: Record<string, unknown>;
      try {
        claims = (await verifyToken(token, options)) as unknown as Record<string, unknown>;
      } catch (e) {
        const reason = typeof (e as { reason?: unknown })?.reason === 'string' ? (e as { reason: string }).reason : 'unknown';
        if (OPERATOR_REASONS.has(reason)) log?.warn({ reason, mode }, 'session token could not be verified: check the Clerk keys and that Clerk is reachable');
        else log?.debug({ reason, mode }, 'session token rejected');
        throw unauthenticated(reason === 'token-expired' ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
      }

      const sub = claims.sub;
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > 200) throw unauthenticated(AUTH_MESSAGES.invalid);
      if (expectedIssuer !== null && claims.iss !== expectedIssuer) throw unauthenticated(AUTH_MESSAGES.invalid);
      // a display name reaches lists and history: text-direction controls out, an invisible one falls back (issue 15)
      const name = typeof claims.name === 'string' ? safeDisplayName(claims.name.slice(0, 200), sub) : sub;
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      const sid = claims.sid;
      const caller: Caller = Object.freeze({ userId: sub, name, email, sessionId: typeof sid === 'string' && sid ? sid : null });
      if (typeof claims.exp === 'number') {
        const key = keyOf(authorizationHeader);
        const replaced = verified.get(key);
        if (replaced) forget(key, replaced);
        else if (verified.size >= MAX_VERIFIED) {
          const [oldest, entry] = verified.entries().next().value!;
          forget(oldest, entry);
        }
        verified.set(key, { header: authorizationHeader, caller, until: Math.min(claims.exp * 1000, clock() + VERIFIED_TTL_MS) });
      }
      return caller;
    },
  };
}
