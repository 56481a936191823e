import { keys } from '@flagstream/projections';

/** Parsing of the public config URL, by hand: this runs on every hot request. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ConfigRequest {
  projectUuid: string;
  environmentUuid: string;
  overrideUuid?: string;
  /** "config" for the document, "stream" for Server-Sent Events */
  mode: 'config' | 'stream';
  /** the read-model key of the served document, computed once per parsed URL */
  key: string;
}

export type ParseResult = { ok: true; value: ConfigRequest } | { ok: false; message: string };

const PREFIX = '/api/config/';

/** Where `/at` would start after `/api/config/{36-character uuid}`. */
const AT = PREFIX.length + 36;

/**
 * `/api/config/{uuid}/at` (the config as it was, signed in) is an ordinary route, not the hot
 * path: recognised by position, without a regular expression on every public request.
 */
const isTimeTravel = (url: string): boolean => url.length >= AT + 3 && url.startsWith('/at', AT) && (url.length === AT + 3 || url[AT + 3] === '?');

export const isConfigPath = (url: string): boolean => url.startsWith(PREFIX) && !isTimeTravel(url);

function queryParam(query: string, name: string): string | undefined | null {
  let found: string | undefined;
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    const k = eq < 0 ? part : part.slice(0, eq);
    if (k !== name) continue;
    if (found !== undefined) return null; // repeated: ambiguous
    try {
      found = decodeURIComponent((eq < 0 ? '' : part.slice(eq + 1)).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return found;
}

export function parseConfigRequest(url: string): ParseResult {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  const rest = path.slice(PREFIX.length).split('/');
  if (rest.length > 2 || (rest.length === 2 && rest[1] !== 'stream')) return { ok: false, message: 'Unknown config path' };
  const projectUuid = rest[0] ?? '';
  if (!UUID_PATTERN.test(projectUuid)) return { ok: false, message: 'projectUuid must be a UUID' };
  const environmentUuid = queryParam(query, 'environmentUuid');
  if (environmentUuid === null) return { ok: false, message: 'environmentUuid must be given once' };
  if (!environmentUuid) return { ok: false, message: 'environmentUuid is required' };
  if (!UUID_PATTERN.test(environmentUuid)) return { ok: false, message: 'environmentUuid must be a UUID' };
  const overrideUuid = queryParam(query, 'overrideUuid');
  if (overrideUuid === null) return { ok: false, message: 'overrideUuid must be given once' };
  if (overrideUuid !== undefined && overrideUuid !== '' && !UUID_PATTERN.test(overrideUuid)) return { ok: false, message: 'overrideUuid must be a UUID' };
  const p = projectUuid.toLowerCase();
  const e = environmentUuid.toLowerCase();
  const o = overrideUuid ? overrideUuid.toLowerCase() : undefined;
  return {
    ok: true,
    value: { projectUuid: p, environmentUuid: e, ...(o ? { overrideUuid: o } : {}), mode: rest.length === 2 ? 'stream' : 'config', key: keys.config(p, e, o) },
  };
}
