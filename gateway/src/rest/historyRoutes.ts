import type { FastifyRequest } from 'fastify';
import type { RestDeps } from './restKit';
import { data, dataOf, params, query, signedIn } from './restKit';

/** The history filters of a query string (`type` may be repeated or comma-separated). */
const filterOf = (req: FastifyRequest) => {
  const q = req.query as Record<string, unknown>;
  return {
    type: Array.isArray(q.type) ? q.type.join(',') : q.type,
    actor: query(req, 'actor'),
    from: query(req, 'from'),
    to: query(req, 'to'),
    entity: query(req, 'entity'),
    entityType: query(req, 'entityType'),
  };
};
const instantOf = (time: string | undefined, position: string | undefined) => ({ time, position });

/** Audit history and time travel (issue 7), thin over the history service. */
export function registerHistoryRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  app.get(
    '/api/projects/:id/history',
    signedIn(a, async (ctx, req) =>
      data(await s.history.list(ctx, params(req).id!, filterOf(req), { limit: query(req, 'limit'), cursor: query(req, 'cursor'), order: query(req, 'order') })),
    ),
  );
  app.get(
    '/api/projects/:id/history/verify',
    signedIn(a, async (ctx, req) => data(await s.history.verify(ctx, params(req).id!))),
  );
  app.get(
    '/api/projects/:id/history/export',
    signedIn(a, async (ctx, req, reply) => {
      const out = await s.history.export(ctx, params(req).id!, filterOf(req), query(req, 'format') ?? 'ndjson');
      reply.header('content-type', out.contentType).header('content-disposition', `attachment; filename="${out.filename}"`).header('cache-control', 'no-store');
      // the plan's export limit: only the newest events are in it, and the client is told so
      if (out.limited)
        reply.header(
          'x-flagstream-export-limited',
          `newest ${out.limited.maxEvents} events (${out.limited.plan} plan), from revision ${out.limited.fromRevision}`,
        );
      return reply.send(out.stream);
    }),
  );
  app.get(
    '/api/projects/:id/at',
    signedIn(a, async (ctx, req) => data(await s.history.at(ctx, params(req).id!, instantOf(query(req, 'time'), query(req, 'position'))))),
  );
  app.get(
    '/api/projects/:id/diff',
    signedIn(a, async (ctx, req) =>
      data(
        await s.history.diff(
          ctx,
          params(req).id!,
          instantOf(query(req, 'from'), query(req, 'fromPosition')),
          instantOf(query(req, 'to'), query(req, 'toPosition')),
        ),
      ),
    ),
  );
  app.post(
    '/api/projects/:id/restore',
    signedIn(a, async (ctx, req) => {
      const d = dataOf(req.body);
      return data(await s.history.restore(ctx, params(req).id!, d.entity, d.id, { time: d.time, position: d.position }));
    }),
  );
  // The public config as it was served at an instant: members only (the live endpoint stays public).
  app.get(
    '/api/config/:projectUuid/at',
    signedIn(a, async (ctx, req, reply) => {
      const out = await s.history.configAt(ctx, params(req).projectUuid!, {
        environmentUuid: query(req, 'environmentUuid'),
        overrideUuid: query(req, 'overrideUuid'),
        time: query(req, 'time'),
        position: query(req, 'position'),
      });
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('etag', out.etag)
        .header('cache-control', 'private, no-cache')
        .header('x-flagstream-position', String(out.instant.position))
        .header('x-flagstream-at', out.instant.time);
      return reply.send(out.body);
    }),
  );
}
