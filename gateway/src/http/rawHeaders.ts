/** The fields the public config path reads (see readConfigHeaders). */
export interface ConfigHeaders {
  host: boolean;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

const same = (k: string, lower: string, canonical: string) => k === canonical || k === lower || k.toLowerCase() === lower;
const joined = (prev: string | undefined, v: string) => (prev === undefined ? v : `${prev}, ${v}`);

/**
 * Host, If-None-Match and Accept-Encoding from `rawHeaders`, in one pass. Node builds
 * `req.headers` on first access (every field, its name lowercased), which costs as much as the
 * rest of a cached 304 of the public config; this path reads three fields. Repeated fields are
 * joined with ", " as node joins them (Host: present or not).
 */
export function readConfigHeaders(raw: readonly string[]): ConfigHeaders {
  let host = false;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const k = raw[i]!;
    if (k.length === 4) {
      if (same(k, 'host', 'Host')) host = true;
    } else if (k.length === 13) {
      if (same(k, 'if-none-match', 'If-None-Match')) ifNoneMatch = joined(ifNoneMatch, raw[i + 1]!);
    } else if (k.length === 15) {
      if (same(k, 'accept-encoding', 'Accept-Encoding')) acceptEncoding = joined(acceptEncoding, raw[i + 1]!);
    }
  }
  return { host, ifNoneMatch, acceptEncoding };
}
