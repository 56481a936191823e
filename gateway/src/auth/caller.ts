/** The signed-in user a request acts for, read from a verified session token. */
export interface Caller {
  /** the token's `sub` (a Clerk user id, or the development user id) */
  userId: string;
  /** custom session claim `name` (falls back to the user id) */
  name: string;
  /** custom session claim `email` (falls back to '') */
  email: string;
  /** the token's `sid` (the session), when present */
  sessionId: string | null;
}
