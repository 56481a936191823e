import { z } from 'zod';
import { MAX_TOKEN_DAYS, TOKEN_KINDS, TOKEN_SCOPES } from '@flagstream/domain';
import type { RestDeps } from './restKit';
import { data } from './restKit';
import { defineRoute, envelope } from './apiDocs';

const projectParams = z.object({ id: z.string().min(1).max(100).describe('project id') });
const tokenParams = z.object({ id: z.string().min(1).max(100).describe('token id') });

export const tokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(TOKEN_KINDS as unknown as ['personal', 'project']),
    scope: z.enum(TOKEN_SCOPES as unknown as ['read', 'write', 'admin']),
    project: z.object({ id: z.string(), name: z.string() }),
    preview: z.string().describe('fst_… and the last four characters'),
    createdBy: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    status: z.enum(['active', 'expired', 'revoked']),
  })
  .meta({ id: 'ApiToken' });

/** The body of POST .../tokens; the domain checks the same fields again (one rule set). */
export const createTokenBody = envelope(
  z.object({
    name: z.string().max(100).describe('shown in lists and as the actor of the changes made with it'),
    kind: z
      .enum(TOKEN_KINDS as unknown as ['personal', 'project'])
      .optional()
      .describe('personal (default): acts as you; project: a service token for the project, managed by its admins'),
    scope: z
      .enum(TOKEN_SCOPES as unknown as ['read', 'write', 'admin'])
      .optional()
      .describe('read (default), write or admin: never more than your role'),
    expiresInDays: z.number().int().min(1).max(MAX_TOKEN_DAYS).nullable().optional().describe('absent or null: until revoked'),
  }),
);

/** API tokens (issue 19): thin over the tokens service. */
export function registerTokenRoutes({ app, services: s, authenticator: a }: RestDeps): void {
  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/projects/:id/tokens',
      tag: 'API tokens',
      summary: "A project's API tokens you may see",
      description: "Your personal tokens of the project; people who manage the project also see its service tokens and everyone's personal tokens.",
      params: projectParams,
      response: envelope(z.array(tokenSchema)),
      errors: [404],
    },
    async (ctx, { params }) => data(await s.tokens.list(ctx, params.id)),
  );

  defineRoute(
    app,
    a,
    {
      method: 'POST',
      path: '/api/projects/:id/tokens',
      tag: 'API tokens',
      summary: 'Create an API token',
      description: 'The answer carries the token once, in `token`: only its sha256 is stored. Send it as `Authorization: Bearer fst_...`.',
      params: projectParams,
      body: createTokenBody,
      response: envelope(tokenSchema.extend({ token: z.string() })),
      errors: [403, 404, 409],
    },
    async (ctx, { params, body }) => data(await s.tokens.create(ctx, params.id, body.data)),
  );

  defineRoute(
    app,
    a,
    {
      method: 'DELETE',
      path: '/api/tokens/:id',
      tag: 'API tokens',
      summary: 'Revoke an API token',
      description: 'Refused from then on, on every gateway.',
      params: tokenParams,
      response: envelope(tokenSchema),
      errors: [403, 404],
    },
    async (ctx, { params }) => data(await s.tokens.revoke(ctx, params.id)),
  );

  defineRoute(
    app,
    a,
    {
      method: 'GET',
      path: '/api/user/tokens',
      tag: 'API tokens',
      summary: 'Your personal API tokens in every project',
      response: envelope(z.array(tokenSchema)),
    },
    async (ctx) => data(await s.tokens.mine(ctx)),
  );
}
