import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';

/** Liveness says the process answers; readiness says its stores answer and its read models are caught up. */
export function registerHealthRoutes(app: FastifyInstance, rt: Runtime): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_req, reply) => {
    const [head, readOk, checkpoint] = await Promise.all([
      rt.store.headPosition().catch(() => null),
      rt.read.ping(),
      rt.read.checkpoint().catch(() => null),
    ]);
    const lag = head !== null && checkpoint !== null ? Math.max(0, head - checkpoint) : null;
    const ready = head !== null && readOk && lag !== null && lag < 1000;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'not_ready',
      eventStore: head !== null ? 'up' : 'down',
      readStore: readOk ? 'up' : 'down',
      projectionLag: lag,
    });
  });
}
