import type { RunnerOptions } from '@flagstream/projections';
import type { Logger } from './http/logger';

/** What a projection runner reports, as logged by the gateway's in-process runner and by the projections process alike. */
export function runnerLogging(log: Logger): Pick<RunnerOptions, 'onError' | 'onResync'> {
  return {
    onError: (e) => log.error({ err: e }, 'projection batch failed; retrying'),
    onResync: (e) => log.warn(e, e.action === 'rebuild'
      ? 'read models were lost (Redis flushed or restarted empty): rebuilding from position 0'
      : 'read-store checkpoint moved by another writer: continuing from it'),
  };
}
