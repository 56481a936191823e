import { expect } from 'vitest';

/**
 * A small typed fetch helper for the REST tests: JSON in, JSON out, with the status, the
 * headers and the raw text kept for assertions.
 */

/** What every REST error carries: `{ error: { code, message } }`. */
export interface ApiError {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  /** the parsed JSON body (undefined when the body is empty or not JSON) */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** a JSON value, sent with `content-type: application/json` */
  json?: unknown;
  /** a raw body, sent as is (set `contentType` yourself) */
  raw?: string | Buffer;
  contentType?: string;
  query?: Record<string, string | undefined>;
  headers?: Record<string, string>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS' | 'HEAD';

export interface DevProfile {
  userId: string;
  name: string;
  email: string;
}

export class RestClient {
  constructor(
    readonly baseUrl: string,
    public token?: string,
    readonly profile?: DevProfile,
  ) {}

  /** the same client without credentials (or with other ones) */
  withToken(token: string | undefined): RestClient {
    return new RestClient(this.baseUrl, token, this.profile);
  }

  async request<T = any>(method: Method, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const url = new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, this.baseUrl);
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (this.token !== undefined && headers.authorization === undefined) headers.authorization = `Bearer ${this.token}`;
    let body: string | Buffer | undefined;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    } else if (opts.raw !== undefined) {
      body = opts.raw;
      if (opts.contentType) headers['content-type'] = opts.contentType;
    }
    const res = await fetch(url, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('GET', path, opts);
  }
  post<T = any>(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...opts, ...(json !== undefined ? { json } : {}) });
  }
  put<T = any>(path: string, json?: unknown, opts: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...opts, ...(json !== undefined ? { json } : {}) });
  }
  del<T = any>(path: string, opts?: RequestOptions) {
    return this.request<T>('DELETE', path, opts);
  }

  /** GET returning `body.data`, failing loudly on anything but 200 */
  async data<T = any>(path: string, opts?: RequestOptions): Promise<T> {
    const r = await this.get<{ data: T }>(path, opts);
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}: ${r.text}`);
    return r.body.data;
  }

  /** a write that must succeed (2xx); returns `body.data` */
  async must<T = any>(method: Method, path: string, json?: unknown): Promise<T> {
    const r = await this.request<{ data: T }>(method, path, json !== undefined ? { json } : {});
    if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${path} answered ${r.status}: ${r.text}`);
    return r.body.data;
  }
}

/** `POST /api/dev-auth/token` → the session token */
export async function devToken(baseUrl: string, profile: DevProfile): Promise<string> {
  const res = await fetch(new URL('/api/dev-auth/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`dev-auth/token answered ${res.status}: ${text}`);
  return (JSON.parse(text) as { token: string }).token;
}

/** a signed-in client for a development profile (its user record initialised unless `init` is false) */
export async function signIn(baseUrl: string, profile: DevProfile, init = true): Promise<RestClient> {
  const client = new RestClient(baseUrl, await devToken(baseUrl, profile), profile);
  if (init) {
    const r = await client.get('/user-info/validate');
    if (r.status !== 200) throw new Error(`user-info/validate answered ${r.status}: ${r.text}`);
  }
  return client;
}

/**
 * Makes `member` a member of a project the way it works since issue 15: add-team-member
 * invites their user id, and they accept the invitation themselves.
 */
export async function addMember(owner: RestClient, projectId: string, member: RestClient, role?: string): Promise<void> {
  const added = await owner.must<{ invitation: { id: string } }>('POST', `/projects/${projectId}/add-team-member`, {
    userId: member.profile!.userId,
    ...(role ? { role } : {}),
  });
  await member.must('POST', `/invitations/${added.invitation.id}/accept`);
}

/** an anonymous client (no authorization header) */
export const anonymous = (baseUrl: string): RestClient => new RestClient(baseUrl);

/** a profile with a unique id and email, e.g. profile('alice') */
export function profile(name: string, suffix = Math.random().toString(36).slice(2, 8)): DevProfile {
  return { userId: `user_${name}_${suffix}`, name: `${name[0]!.toUpperCase()}${name.slice(1)} Tester`, email: `${name}.${suffix}@example.com` };
}

/** the error body's code and message, for compact assertions */
export const errorOf = (r: ApiResponse): { status: number; code: string | undefined; message: string | undefined } => ({
  status: r.status,
  code: (r.body as ApiError | undefined)?.error?.code,
  message: (r.body as ApiError | undefined)?.error?.message,
});

/** asserts an error response: status, `error.code` and optionally the message */
export function expectError(r: ApiResponse, status: number, code: string, message?: string | RegExp): void {
  const e = errorOf(r);
  expect({ status: e.status, code: e.code }, r.text.slice(0, 500)).toEqual({ status, code });
  if (typeof message === 'string') expect(e.message).toBe(message);
  else if (message) expect(e.message).toMatch(message);
}

/** asserts a 2xx answer (with the body in the failure message) */
export function expectOk(r: ApiResponse, what = ''): void {
  expect(r.status, `${what} ${r.text.slice(0, 500)}`).toBeGreaterThanOrEqual(200);
  expect(r.status, `${what} ${r.text.slice(0, 500)}`).toBeLessThan(300);
}
