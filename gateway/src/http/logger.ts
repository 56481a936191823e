import pino from 'pino';
import pretty from 'pino-pretty';

export type Logger = pino.Logger;

/**
 * Secrets that travel in URLs never reach the logs: invitation tokens are path segments
 * (`/api/invitations/{token}/details|accept`, the web app's `/invitation/{token}`) or a `token`
 * query parameter (`/invitation-accept?token=`); a GraphQL GET carries its document and
 * variables (which may hold tokens) in `query`, `variables` and `extensions`.
 */
const MAY_CARRY_SECRET = /invitation|[?&]/i;
export function redactUrl(url: string): string {
  if (!MAY_CARRY_SECRET.test(url)) return url;
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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;

/**
 * A request's logger (`req.log`), made into a pino child only when something logs through it:
 * fastify builds one per request, and a pino child serialises (and redacts) its bindings when it
 * is made, which costs more than the rest of a cached read. Most requests never log through it
 * (the one line per request is written by the app's onResponse hook), so most never pay.
 */
export class LazyChildLogger {
  #child: Logger | null = null;
  readonly #parent: Logger;
  readonly #bindings: Record<string, unknown>;
  readonly #options: pino.ChildLoggerOptions;
  constructor(parent: Logger, bindings: Record<string, unknown>, options: pino.ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }
  /** the pino child, made on first use */
  get real(): Logger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }
  get level(): string {
    return (this.#child ?? this.#parent).level;
  }
  set level(l: string) {
    this.real.level = l;
  }
  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.#parent).isLevelEnabled(level);
  }
  child(bindings: Record<string, unknown>, options?: pino.ChildLoggerOptions): Logger {
    return this.real.child(bindings, options);
  }
  bindings(): Record<string, unknown> {
    return this.real.bindings();
  }
  silent(): void {}
  declare fatal: pino.LogFn;
  declare error: pino.LogFn;
  declare warn: pino.LogFn;
  declare info: pino.LogFn;
  declare debug: pino.LogFn;
  declare trace: pino.LogFn;
}
for (const level of LEVELS) {
  Object.defineProperty(LazyChildLogger.prototype, level, {
    value(this: LazyChildLogger, ...args: unknown[]) {
      if (!this.isLevelEnabled(level)) return;
      (this.real[level] as (...a: unknown[]) => void)(...args);
    },
  });
}

/** fastify's childLoggerFactory: a lazy child (see LazyChildLogger); a route with its own level gets a real one. */
export function lazyChildLoggerFactory(this: unknown, logger: Logger, bindings: Record<string, unknown>, options: pino.ChildLoggerOptions): Logger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings, options) as unknown as Logger;
}

/**
 * The logger handed to fastify: `log` for everything, except that its children are lazy (see
 * LazyChildLogger). Fastify makes each request's logger with `child` of its own logger, and
 * checks nothing then; with a childLoggerFactory of the app's it would check every child it is
 * given for the six log methods, on every request.
 */
export function withLazyChildren(log: Logger): Logger {
  const root = Object.create(log) as Logger;
  root.child = ((bindings: Record<string, unknown>, options?: pino.ChildLoggerOptions) => {
    const child = lazyChildLoggerFactory.call(null, log, bindings, options ?? {});
    // Fastify does not use the logger it is given as is: it makes one child of it with its
    // serializers (a real one), and each request's logger is a child of that. So a real child
    // keeps lazy children of its own, or every request would make a pino child again.
    return child instanceof LazyChildLogger ? child : withLazyChildren(child);
  }) as unknown as Logger['child'];
  return root;
}

/**
 * The logger of the one line per request: its fields are chosen by the app (method, redacted URL,
 * host, address, status, time; never headers, keys or tokens), so the redaction paths have nothing
 * to find in it, and pino's path redaction, which costs as much as the rest of the line, is not run.
 */
export function requestLineLogger(log: Logger): Logger {
  return log.child({}, { redact: [] });
}
