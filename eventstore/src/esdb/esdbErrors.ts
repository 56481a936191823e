/** Maps @kurrent/kurrentdb-client errors onto the port's errors. */
import { ErrorType, type CurrentStreamState } from '@kurrent/kurrentdb-client';
import { EventStoreUnavailableError, WrongExpectedVersionError, type ExpectedRevision } from '../port';

interface ClientError {
  type?: unknown;
  code?: unknown;
  actualState?: CurrentStreamState;
  message?: string;
}

const CALLER_FAULTS = new Set<unknown>([ErrorType.INVALID_ARGUMENT, ErrorType.MAXIMUM_APPEND_SIZE_EXCEEDED, ErrorType.STREAM_DELETED]);

export function isStreamNotFound(error: unknown): boolean {
  return (error as ClientError | null)?.type === ErrorType.STREAM_NOT_FOUND;
}

export function revisionToNumber(revision: CurrentStreamState | undefined): number {
  return typeof revision === 'bigint' ? Number(revision) : -1;
}

/**
 * Version conflicts become ours (with the actual revision the server reported); transport and
 * server trouble becomes EventStoreUnavailableError; our own errors and TypeErrors pass through.
 */
export function translateEsdbError(error: unknown, operation: string, streamId?: string, expected?: ExpectedRevision): unknown {
  if (error instanceof EventStoreUnavailableError || error instanceof WrongExpectedVersionError) return error;
  if (error instanceof TypeError) return error;
  const e = (error ?? {}) as ClientError;
  if (e.type === ErrorType.WRONG_EXPECTED_VERSION && streamId !== undefined && expected !== undefined) {
    const conflict = new WrongExpectedVersionError(streamId, expected, revisionToNumber(e.actualState));
    conflict.cause = error;
    return conflict;
  }
  // The request itself is wrong: retrying elsewhere will not help, so this is not a 503.
  if (CALLER_FAULTS.has(e.type)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new EventStoreUnavailableError(`EventStoreDB ${operation} failed: ${detail}`, { cause: error });
}
