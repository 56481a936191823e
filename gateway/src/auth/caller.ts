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
  /**
   * Present when the request carried an API token (issue 19): `userId` is then the token's
   * creator, and everything the caller may do is capped to the token's scope in its one project.
   */
  token?: { id: string; name: string; kind: 'personal' | 'project'; scope: 'read' | 'write' | 'admin'; projectId: string };
}
