import { CliError } from './output';

/** A caller of the Flagstream API with an API token (or a session token). */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string | undefined,
  ) {}

  private headers(json: boolean): Record<string, string> {
    return {
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      'user-agent': 'flagstream-cli/1',
    };
  }

  /** A REST call; the `{data}` of its answer, or a CliError naming the API's code and message. */
  async rest<T = any>(method: string, path: string, body?: unknown, query?: Record<string, string | undefined>): Promise<T> {
    const url = new URL(`/api${path}`, this.baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await fetch(url, { method, headers: this.headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (e) {
      throw new CliError(`Cannot reach ${this.baseUrl}: ${(e as Error).message}`, 2, 'UNREACHABLE');
    }
    const text = await res.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      const err = parsed?.error;
      throw new CliError(err?.message ? `${err.message} (${err.code}, HTTP ${res.status})` : `HTTP ${res.status} from ${method} ${url.pathname}`, 1, err?.code);
    }
    return (parsed && typeof parsed === 'object' && 'data' in parsed ? parsed.data : parsed) as T;
  }

  /** A raw GET (exports): the response body as a stream. */
  async stream(path: string, query?: Record<string, string | undefined>): Promise<Response> {
    const url = new URL(`/api${path}`, this.baseUrl);
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, v);
    const res = await fetch(url, { headers: this.headers(false) }).catch((e: Error) => {
      throw new CliError(`Cannot reach ${this.baseUrl}: ${e.message}`, 2);
    });
    if (!res.ok) {
      const text = await res.text();
      let err: any;
      try {
        err = JSON.parse(text).error;
      } catch {
        /* not JSON */
      }
      throw new CliError(err?.message ? `${err.message} (${err.code}, HTTP ${res.status})` : `HTTP ${res.status}`, 1, err?.code);
    }
    return res;
  }

  async graphql<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL('/graphql', this.baseUrl), { method: 'POST', headers: this.headers(true), body: JSON.stringify({ query, variables }) });
    } catch (e) {
      throw new CliError(`Cannot reach ${this.baseUrl}: ${(e as Error).message}`, 2, 'UNREACHABLE');
    }
    const body = (await res.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
    if (body.errors?.length) {
      const e = body.errors[0]!;
      throw new CliError(`${e.message}${e.extensions?.code ? ` (${e.extensions.code})` : ''}`, 1, e.extensions?.code);
    }
    return body.data as T;
  }
}
