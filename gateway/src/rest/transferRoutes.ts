import { z } from 'zod';
import { TRANSFER_FORMAT, TRANSFER_VERSION } from '@flagstream/domain';
import type { RestDeps } from './restKit';
import { data } from './restKit';
import { defineRoute, envelope } from './apiDocs';

const projectParams = z.object({ id: z.string().min(1).max(100).describe('project id') });

export const transferDocumentDoc = z
  .object({
    format: z.literal(TRANSFER_FORMAT),
    version: z.literal(TRANSFER_VERSION),
    exportedAt: z.string().optional(),
    project: z.object({ name: z.string(), description: z.string() }).partial().optional(),
    environments: z.array(z.object({ name: z.string(), description: z.string().optional(), type: z.string().optional() })).optional(),
    segments: z
      .array(z.object({ ref: z.string(), name: z.string(), description: z.string().optional(), conditions: z.record(z.string(), z.unknown()) }))
      .optional(),
    flags: z
      .array(
        z.object({
          key: z.string(),
          name: z.string(),
          description: z.string().optional(),
          type: z.enum(['boolean', 'string', 'number', 'json']),
          value: z.unknown(),
          enabled: z.boolean().optional(),
          archived: z.boolean().optional().describe('archived flags are kept but not served (issue 20)'),
          values: z
            .record(z.string(), z.object({ value: z.unknown(), enabled: z.boolean() }))
            .optional()
            .describe('environment name -> its own value'),
          targeting: z
            .record(
              z.string(),
              z.object({ variants: z.record(z.string(), z.unknown()), defaultVariant: z.string(), targeting: z.record(z.string(), z.unknown()) }),
            )
            .optional(),
        }),
      )
      .optional(),
  })
  .meta({ id: 'TransferDocument', description: 'A project as a versioned, portable document: names and keys, not ids' });

const importResult = z
  .object({
    dryRun: z.boolean(),
    applied: z.object({ eventId: z.string(), position: z.number(), eventCount: z.number() }).nullable(),
    counts: z.record(z.string(), z.number()).nullable(),
    changes: z.array(z.object({ type: z.string(), summary: z.string() })).describe('each change as the history will say it'),
  })
  .meta({ id: 'ImportResult' });

/** Export and import (issue 19). */
export function registerTransferRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  const tag = 'Import and export';
  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/projects/:id/export',
      tag,
      summary: 'Export the project (flags, values, targeting, segments) as a versioned document, or one environment as a flagd document',
      params: projectParams,
      query: z.object({
        format: z.enum(['flagstream', 'flagd']).default('flagstream'),
        environment: z.string().min(1).max(100).optional().describe('flagd: the environment (id or name)'),
      }),
      response: transferDocumentDoc,
      errors: [404],
    },
    async (ctx, { params, query }, _req, reply) => {
      const out = await s.transfer.export(ctx, params.id, query.format, query.environment);
      reply.header('content-disposition', `attachment; filename="${out.filename}"`).header('cache-control', 'no-store');
      return out.document;
    },
  );
  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/projects/:id/import',
      tag,
      summary: 'Import a document into the project: all of it or nothing (dryRun: the changes it would make)',
      description: 'Environments and segments are matched by name, flags by key; the document is the wanted state of what it names. Plan limits apply.',
      params: projectParams,
      bodyLimit: 8 * 1024 * 1024,
      // the document is checked by the domain (INVALID_DOCUMENT with the part that is wrong); its shape is the export's answer
      body: envelope(
        z.object({
          document: z.record(z.string(), z.unknown()).describe('a TransferDocument, as GET /api/projects/{id}/export answers'),
          dryRun: z.boolean().optional(),
        }),
      ),
      response: envelope(importResult),
      errors: [402, 403, 404, 413],
    },
    async (ctx, { params, body }) => data(await s.transfer.import(ctx, params.id, body.data.document, body.data.dryRun ?? false)),
  );
}
