import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Secrets that travel in URLs never reach the logs: invitation tokens are path segments
 * (`/api/invitations/{token}/details|accept`, the web app's `/invitation/{token}`) or a `token`
 * query parameter (`/invitation-accept?token=`); a GraphQL GET carries its document and
 * variables (which may hold tokens) in `query`, `variables` and `extensions`.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/invitations?\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&](?:token|api_?key|apikey|key|query|variables|extensions)=)[^&#]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** JSON logs; secrets never reach them (authorization and API-key headers are redacted, and so are tokens in URLs). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'flagstream' },
    serializers: {
      // replaces fastify's request serializer (same fields), with the URL redacted
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'headers.authorization', 'headers["x-api-key"]', '*.apiKey', '*.token'],
      censor: '[redacted]',
    },
  });
}
