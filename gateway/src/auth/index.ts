import type { Settings } from '../config/env';
import { createAuthenticator } from './authenticator';
import type { AuthLog, Authenticator } from './authenticator';
import { createDevIdentityProvider } from './devIdentityProvider';
import type { DevIdentityProvider } from './devIdentityProvider';

export * from './caller';
export * from './devIdentityProvider';
export * from './authenticator';
export * from './authRoutes';

/** The authenticator for these settings, with the development identity provider in dev mode. */
export async function createAuth(settings: Settings, log?: AuthLog): Promise<{ authenticator: Authenticator; devIdp: DevIdentityProvider | null }> {
  const devIdp =
    settings.authMode === 'dev'
      ? await createDevIdentityProvider({
          keyDir: settings.DEV_AUTH_KEY_DIR,
          authorizedParty: new URL(settings.PUBLIC_URL).origin,
          ttlSeconds: settings.DEV_AUTH_TOKEN_TTL_SECONDS,
        })
      : null;
  return { authenticator: createAuthenticator(settings, devIdp, log), devIdp };
}
