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

/** The fields the OFREP fast path reads (see readOfrepHeaders), as `req.headers` would have them. */
export interface OfrepHeaders {
  transferEncoding: string | undefined;
  contentType: string | undefined;
  contentLength: string | undefined;
  authorization: string | undefined;
  xApiKey: string | undefined;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
}

/**
 * The OFREP fast path's fields from `rawHeaders`, in one pass (the bulk 304 of a browser SDK's
 * re-fetch is the config 304's twin: building `req.headers` was a large part of it). As node has
 * them: Content-Type, Content-Length and Authorization keep their first value, the others are
 * joined with ", ".
 */
export function readOfrepHeaders(raw: readonly string[]): OfrepHeaders {
  const h: OfrepHeaders = {
    transferEncoding: undefined,
    contentType: undefined,
    contentLength: undefined,
    authorization: undefined,
    xApiKey: undefined,
    ifNoneMatch: undefined,
    acceptEncoding: undefined,
  };
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const k = raw[i]!;
    const v = raw[i + 1]!;
    switch (k.length) {
      case 9:
        if (same(k, 'x-api-key', 'X-Api-Key')) h.xApiKey = joined(h.xApiKey, v);
        break;
      case 12:
        if (h.contentType === undefined && same(k, 'content-type', 'Content-Type')) h.contentType = v;
        break;
      case 13:
        if (same(k, 'if-none-match', 'If-None-Match')) h.ifNoneMatch = joined(h.ifNoneMatch, v);
        else if (h.authorization === undefined && same(k, 'authorization', 'Authorization')) h.authorization = v;
        break;
      case 14:
        if (h.contentLength === undefined && same(k, 'content-length', 'Content-Length')) h.contentLength = v;
        break;
      case 15:
        if (same(k, 'accept-encoding', 'Accept-Encoding')) h.acceptEncoding = joined(h.acceptEncoding, v);
        break;
      case 17:
        if (same(k, 'transfer-encoding', 'Transfer-Encoding')) h.transferEncoding = joined(h.transferEncoding, v);
        break;
    }
  }
  return h;
}
