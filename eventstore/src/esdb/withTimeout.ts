/**
 * Our own deadline around every EventStoreDB call: a port that accepts TCP but does not speak
 * gRPC makes the client wait forever, and the gateway must answer 503 instead of hanging.
 */
import { EventStoreUnavailableError } from '../port';

export async function withTimeout<T>(work: Promise<T>, timeoutMs: number, operation: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      try {
        onTimeout?.();
      } catch {
        // Best-effort cleanup; the caller is told about the timeout regardless.
      }
      reject(new EventStoreUnavailableError(`EventStoreDB ${operation} did not answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  // The abandoned call may still settle later; its outcome no longer matters to anyone.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves after `ms` without keeping the process alive. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
