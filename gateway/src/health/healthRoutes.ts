import type { FastifyInstance } from 'fastify';
import { HEARTBEAT_STALE_MS, keys } from '@flagstream/projections';
import type { QuarantineRecord } from '@flagstream/projections';
import type { Runtime } from '../runtime';

/** Lag past which a gateway says it is not ready (its reads would be far behind its writes). */
export const MAX_READY_LAG = 1000;

interface Heartbeat {
  at: number;
  position: number;
  pid: number;
  failure: string | null;
}

/**
 * Liveness says the process answers; readiness says its stores answer, its read models are
 * caught up, and the projections are alive: in this process (the runner has not stopped on a
 * damaged store), or in the projections process (Redis mode: its heartbeat is fresh). Streams
 * quarantined after a poison event are listed (they do not make the gateway unready: every
 * other project is served).
 */
export function registerHealthRoutes(app: FastifyInstance, rt: Runtime, clock: () => number = Date.now): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const [head, readOk, checkpoint, beatRaw, quarantinedIds] = await Promise.all([
      rt.store.headPosition().catch(() => null),
      rt.read.ping(),
      rt.read.checkpoint().catch(() => null),
      rt.runner ? Promise.resolve(null) : rt.read.get(keys.heartbeat).catch(() => null),
      rt.read.members(keys.quarantined).catch(() => [] as string[]),
    ]);
    const lag = head !== null && checkpoint !== null ? Math.max(0, head - checkpoint) : null;
    let projections: { mode: 'inprocess' | 'external'; alive: boolean; heartbeatAgeMs: number | null; failure: string | null };
    if (rt.runner) {
      const failure = rt.runner.failure?.message ?? null;
      projections = { mode: 'inprocess', alive: failure === null, heartbeatAgeMs: null, failure };
    } else {
      let beat: Heartbeat | null = null;
      try {
        beat = beatRaw ? (JSON.parse(beatRaw) as Heartbeat) : null;
      } catch {
        beat = null;
      }
      const age = beat ? Math.max(0, clock() - beat.at) : null;
      projections = {
        mode: 'external',
        alive: age !== null && age < HEARTBEAT_STALE_MS && !beat?.failure,
        heartbeatAgeMs: age,
        failure: beat?.failure ?? null,
      };
    }
    const quarantined = (await Promise.all(quarantinedIds.slice(0, 50).map((id) => rt.read.get(keys.quarantine(id)).catch(() => null))))
      .flatMap((raw) => {
        try {
          return raw ? [JSON.parse(raw) as QuarantineRecord] : [];
        } catch {
          return [];
        }
      })
      .map((q) => ({ streamId: q.streamId, revision: q.revision, position: q.position, type: q.type, reason: q.reason, at: q.at }));
    const ready = head !== null && readOk && lag !== null && lag < MAX_READY_LAG && projections.alive;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      eventStore: head !== null ? 'up' : 'down',
      readStore: readOk ? 'up' : 'down',
      projectionLag: lag,
      projections,
      quarantinedCount: quarantinedIds.length,
      quarantined,
    });
  });
}
