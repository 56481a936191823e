/** Where the development identity provider's session is kept (the page's loader reads it too: build/paintFirst.ts). */
export const DEV_SESSION_KEY = 'flagstream.devSession';
