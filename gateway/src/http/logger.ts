import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs; secrets never reach them (authorization and API-key headers are redacted). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'flagstream' },
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie', 'headers.authorization', 'headers["x-api-key"]', '*.apiKey', '*.token'],
      censor: '[redacted]',
    },
  });
}
