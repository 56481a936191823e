import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '@flagstream/domain';
import { DomainError, httpStatusOf } from '@flagstream/domain';
import { EventDecodeError, EventStoreCorruptError, EventStoreUnavailableError } from '@flagstream/eventstore';
import { ReadStoreUnavailableError } from '@flagstream/projections';

/** The one error body of every edge: `{ error: { code, message } }`. */
export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export const errorBody = (code: string, message: string, details?: Record<string, unknown>): ErrorBody => ({
  error: { code, message, ...(details ? { details } : {}) },
});

/** Maps anything thrown to a status and body once, for REST and GraphQL alike. */
export function toErrorResponse(e: unknown): { status: number; body: ErrorBody } {
  if (e instanceof DomainError) return { status: httpStatusOf(e.code), body: errorBody(e.code, e.message, e.details) };
  if (e instanceof EventStoreUnavailableError) {
    return {
      status: 503,
      body: errorBody('EVENT_STORE_UNAVAILABLE', 'The event store is unavailable; changes cannot be saved right now. Please try again shortly.'),
    };
  }
  if (e instanceof ReadStoreUnavailableError) {
    return {
      status: 503,
      body: errorBody(
        'READ_STORE_UNAVAILABLE',
        e.refusedWrite
          ? 'The read store is unavailable, so changes cannot be saved right now; nothing was saved. Please try again shortly.'
          : 'The read store is unavailable right now. Please try again shortly.',
      ),
    };
  }
  if (e instanceof EventDecodeError) {
    // the write side met the damaged event the projections quarantined: same answer
    return {
      status: 503,
      body: errorBody(
        'PROJECT_QUARANTINED',
        'This project is temporarily unavailable: one of its changes could not be processed and the operators have been told. Nothing else is affected.',
      ),
    };
  }
  if (e instanceof EventStoreCorruptError) {
    return {
      status: 503,
      body: errorBody('EVENT_STORE_UNAVAILABLE', 'The event store is unavailable; changes cannot be saved right now. Please try again shortly.'),
    };
  }
  const code = (e as { code?: unknown })?.code;
  if (code === 'PROJECTION_TIMEOUT')
    return { status: 503, body: errorBody('SERVICE_UNAVAILABLE', 'The change was saved but is taking longer than usual to appear. Please refresh shortly.') };
  return { status: 500, body: errorBody('INTERNAL_ERROR', 'An unexpected error occurred') };
}

export function sendJsonError(res: ServerResponse, status: number, code: ErrorCode | string, message: string, extraHeaders: Record<string, string> = {}): void {
  const body = JSON.stringify(errorBody(code, message));
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}
