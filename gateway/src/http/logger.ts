import pino from 'pino';
import pretty from 'pino-pretty';

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

/** `auto`: readable lines on a terminal, JSON lines otherwise (files, containers, log shippers). */
export type LogFormat = 'auto' | 'json' | 'pretty';

export function usePretty(format: LogFormat, isTTY = Boolean(process.stdout.isTTY)): boolean {
  return format === 'pretty' || (format === 'auto' && isTTY);
}

/** JSON logs (pretty on a terminal); secrets never reach them (authorization and API-key headers are redacted, and so are tokens in URLs). */
export function createLogger(level: string, format: LogFormat = 'auto'): Logger {
  return pino(
    {
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
        paths: [
          'req.headers.authorization',
          'req.headers["x-api-key"]',
          'req.headers.cookie',
          'headers.authorization',
          'headers["x-api-key"]',
          '*.apiKey',
          '*.token',
        ],
        censor: '[redacted]',
      },
      // Asynchronous stdout: lines written while a write is in flight go out together (one
      // syscall per batch under load, none of the caller's time spent blocked); pino flushes
      // what is left synchronously on exit. On a terminal, pino-pretty formats in process.
    },
    usePretty(format)
      ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service', singleLine: true })
      : pino.destination({ dest: 1, sync: false }),
  );
}

/**
 * The one line a person starting Flagstream needs, whatever LOG_LEVEL says: written to stderr so
 * stdout stays one JSON object per line for log shippers.
 */
export function announce(line: string): void {
  process.stderr.write(`${line}\n`);
}
