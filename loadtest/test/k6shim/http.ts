import { execFileSync } from 'node:child_process';
import { shim } from './state';

interface Params {
  headers?: Record<string, string>;
  tags?: Record<string, string>;
}

/** Go's canonical header names, as k6 exposes them (etag -> Etag, content-type -> Content-Type). */
const canonical = (name: string) =>
  name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join('-');

class Response {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body: string,
  ) {}

  /** k6's res.json([selector]): the body, or the value at a dotted path (undefined when absent). */
  json(selector?: string): unknown {
    let v: unknown = JSON.parse(this.body);
    for (const part of selector ? selector.split('.') : []) {
      if (v === null || typeof v !== 'object') return undefined;
      v = (v as Record<string, unknown>)[part];
    }
    return v;
  }
}

function request(method: string, url: string, body?: string | null, params: Params = {}): Response {
  const args = ['-s', '-i', '--max-time', '30', '-X', method, url];
  for (const [k, v] of Object.entries(params.headers ?? {})) args.push('-H', `${k}: ${v}`);
  if (body !== null && body !== undefined) args.push('--data-binary', '@-');
  const out = execFileSync('curl', args, { input: body ?? '', maxBuffer: 64 << 20 }).toString('utf8');
  const at = out.indexOf('\r\n\r\n');
  const head = out.slice(0, at).split('\r\n');
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const c = line.indexOf(':');
    if (c > 0) headers[canonical(line.slice(0, c).trim())] = line.slice(c + 1).trim();
  }
  shim.requests.push({ phase: shim.phase, method, url, status });
  return new Response(status, headers, out.slice(at + 4));
}

export default {
  request,
  get: (url: string, params?: Params) => request('GET', url, null, params),
  post: (url: string, body?: string | null, params?: Params) => request('POST', url, body, params),
  put: (url: string, body?: string | null, params?: Params) => request('PUT', url, body, params),
  del: (url: string, body?: string | null, params?: Params) => request('DELETE', url, body, params),
};
