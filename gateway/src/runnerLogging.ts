import type { RunnerOptions } from '@flagstream/projections';
import type { Logger } from './http/logger';

/** What a projection runner reports, as logged by the gateway's in-process runner and by the projections process alike. */
export function runnerLogging(log: Logger): Pick<RunnerOptions, 'onError' | 'onResync' | 'onQuarantine' | 'onRepaired' | 'onFatal'> {
  return {
    onQuarantine: (q) =>
      log.error(
        { quarantine: q },
        `projection quarantined ${q.streamId}: event ${q.position} (revision ${q.revision}, ${q.type}) could not be applied: ${q.reason}; other streams go on. Skip or retry it with: npm run projections:quarantine -- skip ${q.position}`,
      ),
    onRepaired: (r) => log.warn({ repair: r }, `projection of ${r.streamId} restored (${r.action} by ${r.operator})`),
    onFatal: (e) => log.fatal({ err: e }, `projections stopped: ${e.message}`),
    onError: (e) => log.error({ err: e }, 'projection batch failed; retrying'),
    onResync: (e) =>
      log.warn(
        e,
        e.action === 'rebuild'
          ? 'read models were lost (Redis flushed or restarted empty): rebuilding from position 0'
          : 'read-store checkpoint moved by another writer: continuing from it',
      ),
  };
}
