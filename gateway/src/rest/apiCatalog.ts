import { z } from 'zod';
import {
  assignableRoleSchema,
  bulkApplyInput,
  bulkToggleInput,
  createEnvironmentInput,
  createFeatureFlagInput,
  historyFilterInput,
  historyPageInput,
  updateFeatureFlagInput,
  valueSettingSchema,
} from '@flagstream/domain';
import { describeRoute } from './apiDocs';
import type { HttpMethod, RouteDoc } from './apiDocs';
import { devTokenRequestSchema } from '../auth/authRoutes';
import {
  anyObject,
  data,
  deleted,
  environmentSchema,
  flagSchema,
  historyEntrySchema,
  invitationSchema,
  memberSchema,
  overrideSchema,
  projectSchema,
  success,
} from './apiSchemas';

/**
 * The OpenAPI descriptions of the routes registered before routes described themselves (spec §7
 * and the areas built since). Bodies use the domain's own command schemas where the route hands
 * them to a decider: the schema published is the schema applied. Routes written with defineRoute
 * (tokens, webhooks, promote, transfer) describe themselves.
 */
const id = (name = 'id', what = 'id') => z.object({ [name]: z.string().min(1).max(100).describe(what) });
const ids = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, z.string().min(1).max(100)])));
const projectQuery = z.object({ projectId: z.string().min(1).max(100).describe('project id (also accepted: filters[project][id])') });
const dataBody = <T extends z.ZodType>(inner: T) => z.object({ data: inner });
const withoutId = <T extends z.ZodObject>(s: T, key: string) => s.omit({ [key]: true } as never);

/** a flag create body: the decider's input, plus the project it goes to */
const flagCreate = dataBody(
  createFeatureFlagInput.extend({ project: z.union([z.string(), z.object({ id: z.string() })]).describe('the project id (or {id})') }),
);
const overrideWire = z
  .object({
    name: z.string().max(200),
    description: z.string().max(2000).optional(),
    project: z.union([z.string(), z.object({ id: z.string() })]).optional(),
    environment: z.union([z.string(), z.object({ id: z.string() })]).describe('environment id (or {id})'),
    feature_flag_values: z.record(z.string(), valueSettingSchema),
    expires_at: z.union([z.string(), z.number()]).nullable().optional(),
    is_active: z.boolean().optional(),
    priority: z.number().int().optional(),
  })
  .describe("the spec's snake_case shape; the decider validates it with createOverrideInput");
const purchase = z.object({
  project_id: z.string(),
  plan_id: z.string(),
  variant: z.enum(['Month', 'Year']),
  type: z.enum(['SUBSCRIPTION', 'UPGRADE', 'RENEWAL']),
  current_plan_id: z.string().optional(),
  upgrade_price: z.number().optional(),
});
const ndjson = 'application/x-ndjson';

const docs: Array<[HttpMethod, string, string, string, Partial<RouteDoc>?]> = [
  // projects
  ['GET', '/api/projects', 'Projects', 'Your projects (owned or joined)', { response: data(z.array(projectSchema)) }],
  ['GET', '/api/projects/my-projects', 'Projects', 'Your projects (alias)', { response: data(z.array(projectSchema)) }],
  ['GET', '/api/dashboard/projects', 'Projects', 'Your projects (dashboard alias)', { response: data(z.array(projectSchema)) }],
  [
    'GET',
    '/api/projects/:id',
    'Projects',
    'A project with its environments, flags and overrides',
    { params: id(), response: data(projectSchema), errors: [404] },
  ],
  [
    'POST',
    '/api/projects',
    'Projects',
    'Create a project',
    {
      body: dataBody(
        z.object({
          name: z.string().max(100),
          description: z.string().max(2000),
          slug: z.string().max(100).optional(),
          settings: z.object({ environments: z.array(z.string()).max(100).optional(), status: z.string().optional() }).optional(),
        }),
      ),
      response: data(projectSchema),
      errors: [402, 403],
    },
  ],
  [
    'PUT',
    '/api/projects/:id',
    'Projects',
    'Rename or describe a project',
    {
      params: id(),
      body: dataBody(z.object({ name: z.string().optional(), description: z.string().optional(), status: z.string().optional() })),
      response: data(projectSchema),
      errors: [403, 404],
    },
  ],
  ['DELETE', '/api/projects/:id', 'Projects', 'Delete a project', { params: id(), response: data(deleted), errors: [403, 404] }],
  [
    'POST',
    '/api/projects/:id/add-team-member',
    'Members',
    'Invite a known user by id (they become a member when they accept)',
    { params: id(), body: z.object({ userId: z.string(), role: assignableRoleSchema.optional() }), response: data(anyObject), errors: [403, 404, 409] },
  ],
  [
    'DELETE',
    '/api/projects/:id/remove-team-member/:userId',
    'Members',
    'Remove a member',
    { params: ids('id', 'userId'), response: data(anyObject), errors: [403, 404] },
  ],
  [
    'POST',
    '/api/projects/generate-missing-uuids',
    'Projects',
    'Give a uuid to anything recorded without one',
    { response: z.object({ success: z.boolean(), data: anyObject, message: z.string() }) },
  ],
  ['GET', '/api/projects/:id/usage', 'Billing', "A project's usage against its plan", { params: id(), response: data(anyObject), errors: [404] }],
  ['GET', '/api/dashboard/:projectId/stats', 'Dashboard', 'Dashboard figures', { params: id('projectId'), response: success(anyObject), errors: [404] }],
  [
    'GET',
    '/api/dashboard/:projectId/activity',
    'Dashboard',
    'Recent activity',
    { params: id('projectId'), response: success(z.array(anyObject)), errors: [404] },
  ],
  // environments
  [
    'GET',
    '/api/projects/:projectId/environments',
    'Environments',
    "A project's environments",
    { params: id('projectId'), response: data(z.array(environmentSchema)), errors: [404] },
  ],
  [
    'POST',
    '/api/projects/:projectId/environments',
    'Environments',
    'Create an environment',
    { params: id('projectId'), body: dataBody(createEnvironmentInput), response: data(environmentSchema), errors: [402, 403, 404, 409] },
  ],
  ['GET', '/api/environments/:id', 'Environments', 'An environment', { params: id(), response: data(environmentSchema), errors: [404] }],
  [
    'PUT',
    '/api/environments/:id',
    'Environments',
    'Update an environment',
    {
      params: id(),
      body: dataBody(createEnvironmentInput.partial().extend({ order: z.number().int().optional() })),
      response: data(environmentSchema),
      errors: [403, 404, 409],
    },
  ],
  [
    'DELETE',
    '/api/environments/:id',
    'Environments',
    'Delete an environment (and its overrides)',
    { params: id(), response: data(deleted), errors: [403, 404, 409] },
  ],
  [
    'POST',
    '/api/environments/:id/regenerate-api-key',
    'Environments',
    'Regenerate the server API key',
    { params: id(), response: data(environmentSchema), errors: [403, 404] },
  ],
  [
    'POST',
    '/api/environments/:id/regenerate-client-key',
    'Environments',
    'Regenerate the client (browser) key',
    { params: id(), response: data(anyObject), errors: [403, 404] },
  ],
  ['GET', '/api/environments/:id/config', 'Environments', "The environment's served config (signed in)", { params: id(), response: anyObject, errors: [404] }],
  [
    'PUT',
    '/api/environments/:id/variables',
    'Environments',
    "Replace the environment's values",
    { params: id(), body: z.object({ variables: z.record(z.string(), valueSettingSchema) }), response: data(environmentSchema), errors: [403, 404] },
  ],
  ['GET', '/api/environments/:id/flagd', 'Targeting', "The environment's whole flagd document", { params: id(), response: anyObject, errors: [404] }],
  // flags
  [
    'GET',
    '/api/feature-flags',
    'Feature flags',
    "A project's flags",
    {
      query: projectQuery.extend({
        search: z.string().max(200).optional(),
        archived: z.enum(['include', 'exclude', 'only']).optional().describe('archived flags (issue 20): absent = include'),
      }),
      response: data(z.array(flagSchema)),
      errors: [404],
    },
  ],
  ['GET', '/api/feature-flags/stats', 'Feature flags', 'Counts by state and type', { query: projectQuery, response: data(anyObject), errors: [404] }],
  [
    'GET',
    '/api/feature-flags/check-key-availability',
    'Feature flags',
    'Is a key free in a project?',
    { query: projectQuery.extend({ key: z.string(), flagId: z.string().optional() }), response: data(z.object({ available: z.boolean(), key: z.string() })) },
  ],
  ['GET', '/api/feature-flags/:id', 'Feature flags', 'A flag', { params: id(), response: data(flagSchema), errors: [404] }],
  [
    'GET',
    '/api/feature-flags/:id/environment-values',
    'Feature flags',
    "A flag's value in every environment",
    { params: id(), response: data(z.array(anyObject)), errors: [404] },
  ],
  ['POST', '/api/feature-flags', 'Feature flags', 'Create a flag', { body: flagCreate, response: data(flagSchema), errors: [402, 403, 404, 409] }],
  [
    'PUT',
    '/api/feature-flags/:id',
    'Feature flags',
    'Update a flag (its key never changes)',
    { params: id(), body: dataBody(withoutId(updateFeatureFlagInput, 'flagId')), response: data(flagSchema), errors: [403, 404] },
  ],
  ['DELETE', '/api/feature-flags/:id', 'Feature flags', 'Delete a flag', { params: id(), response: data(deleted), errors: [403, 404] }],
  ['POST', '/api/feature-flags/:id/toggle', 'Feature flags', 'Toggle a flag', { params: id(), response: data(flagSchema), errors: [403, 404] }],
  [
    'POST',
    '/api/feature-flags/bulk-toggle',
    'Feature flags',
    'Turn several flags on or off',
    { body: bulkToggleInput, response: data(z.array(flagSchema)), errors: [403, 404] },
  ],
  [
    'GET',
    '/api/feature-flags/:flagId/targeting',
    'Targeting',
    "A flag's targeting in every environment that has some",
    { params: ids('flagId'), response: data(z.array(anyObject)), errors: [404] },
  ],
  [
    'GET',
    '/api/feature-flags/:flagId/targeting/:environmentId',
    'Targeting',
    "A flag's targeting in an environment",
    { params: ids('flagId', 'environmentId'), response: data(anyObject), errors: [404] },
  ],
  [
    'PUT',
    '/api/feature-flags/:flagId/targeting/:environmentId',
    'Targeting',
    'Set targeting (variants, default variant, JSON Logic)',
    {
      params: ids('flagId', 'environmentId'),
      body: dataBody(z.object({ variants: z.record(z.string(), z.unknown()), defaultVariant: z.string(), targeting: anyObject.optional() })),
      response: data(anyObject),
      errors: [403, 404],
    },
  ],
  [
    'DELETE',
    '/api/feature-flags/:flagId/targeting/:environmentId',
    'Targeting',
    'Remove targeting',
    { params: ids('flagId', 'environmentId'), response: data(anyObject), errors: [403, 404] },
  ],
  // segments
  [
    'GET',
    '/api/projects/:projectId/segments',
    'Segments',
    "A project's segments",
    { params: id('projectId'), response: data(z.array(anyObject)), errors: [404] },
  ],
  [
    'POST',
    '/api/projects/:projectId/segments',
    'Segments',
    'Create a segment',
    {
      params: id('projectId'),
      body: dataBody(z.object({ name: z.string(), description: z.string().optional(), conditions: anyObject })),
      response: data(anyObject),
      errors: [402, 403, 404, 409],
    },
  ],
  ['GET', '/api/segments/:id', 'Segments', 'A segment', { params: id(), response: data(anyObject), errors: [404] }],
  [
    'PUT',
    '/api/segments/:id',
    'Segments',
    'Update a segment',
    {
      params: id(),
      body: dataBody(z.object({ name: z.string().optional(), description: z.string().optional(), conditions: anyObject.optional() })),
      response: data(anyObject),
      errors: [403, 404, 409],
    },
  ],
  ['DELETE', '/api/segments/:id', 'Segments', 'Delete a segment (refused while used)', { params: id(), response: data(deleted), errors: [403, 404, 409] }],
  // overrides
  [
    'GET',
    '/api/overrides',
    'Overrides',
    "A project's overrides",
    { query: projectQuery.extend({ environmentId: z.string().optional() }), response: data(z.array(overrideSchema)), errors: [404] },
  ],
  ['GET', '/api/overrides/:id', 'Overrides', 'An override', { params: id(), response: data(overrideSchema), errors: [404] }],
  ['POST', '/api/overrides', 'Overrides', 'Create an override', { body: dataBody(overrideWire), response: data(overrideSchema), errors: [402, 403, 404] }],
  [
    'PUT',
    '/api/overrides/:id',
    'Overrides',
    'Update an override',
    { params: id(), body: dataBody(overrideWire.partial()), response: data(overrideSchema), errors: [403, 404] },
  ],
  ['DELETE', '/api/overrides/:id', 'Overrides', 'Delete an override', { params: id(), response: data(deleted), errors: [403, 404] }],
  [
    'POST',
    '/api/overrides/:id/toggle',
    'Overrides',
    'Activate or deactivate an override',
    { params: id(), response: data(overrideSchema), errors: [403, 404] },
  ],
  [
    'POST',
    '/api/overrides/bulk-apply',
    'Overrides',
    'Move overrides to an environment',
    { body: bulkApplyInput, response: data(z.array(overrideSchema)), errors: [403, 404] },
  ],
  [
    'POST',
    '/api/overrides/cleanup-expired',
    'Overrides',
    'Delete expired overrides (one project, or all you may manage)',
    {
      query: z.object({ projectId: z.string().optional() }),
      response: z.object({ success: z.boolean(), data: z.object({ deleted: z.number() }), message: z.string() }),
    },
  ],
  // members and invitations
  ['GET', '/api/projects/:id/members', 'Members', 'The owner and the team', { params: id(), response: data(z.array(memberSchema)), errors: [404] }],
  [
    'POST',
    '/api/projects/:id/invite',
    'Members',
    'Invite by email (the answer carries the link once)',
    {
      params: id(),
      body: z.object({ email: z.string(), role: assignableRoleSchema.optional(), message: z.string().max(1000).optional() }),
      response: success(invitationSchema),
      errors: [402, 403, 404, 409],
    },
  ],
  [
    'PUT',
    '/api/projects/:id/members/:memberId/role',
    'Members',
    "Change a member's role",
    { params: ids('id', 'memberId'), body: z.object({ role: assignableRoleSchema }), response: success(memberSchema), errors: [403, 404, 409] },
  ],
  [
    'DELETE',
    '/api/projects/:id/members/:memberId',
    'Members',
    'Remove a member (or leave)',
    { params: ids('id', 'memberId'), response: success(deleted), errors: [403, 404, 409] },
  ],
  ['GET', '/api/projects/:id/invitations', 'Members', 'Pending invitations', { params: id(), response: data(z.array(invitationSchema)), errors: [404] }],
  ['GET', '/api/user/memberships', 'Members', 'Your projects and roles', { response: data(z.array(anyObject)) }],
  ['GET', '/api/user/invitations', 'Members', 'Invitations addressed to you', { response: data(z.array(invitationSchema)) }],
  ['DELETE', '/api/invitations/:id', 'Members', 'Cancel an invitation', { params: id(), response: success(deleted), errors: [403, 404, 409] }],
  [
    'POST',
    '/api/invitations/:id/reissue',
    'Members',
    'Send an invitation again with a new link (the old one stops working)',
    { params: id(), response: success(invitationSchema), errors: [403, 404, 409] },
  ],
  [
    'POST',
    '/api/invitations/:id/decline',
    'Members',
    'Decline an invitation addressed to you',
    { params: id(), response: success(anyObject), errors: [404, 409] },
  ],
  [
    'POST',
    '/api/invitations/:token/accept',
    'Members',
    'Accept an invitation',
    { params: id('token', 'the invitation token or id'), response: success(anyObject), errors: [403, 404, 409, 410] },
  ],
  [
    'GET',
    '/api/invitations/:token/details',
    'Members',
    'What an invitation link is for (public: the token is the secret)',
    { auth: 'none', params: id('token'), response: data(anyObject), errors: [404, 410] },
  ],
  [
    'POST',
    '/api/user/auto-accept-invitations',
    'Members',
    'Accept every invitation sent to your address',
    { response: z.object({ success: z.boolean(), data: z.unknown(), message: z.string(), meta: z.unknown() }) },
  ],
  // users
  ['GET', '/api/user-info', 'Users', 'Your user record', { response: data(anyObject), errors: [404] }],
  ['GET', '/api/user-info/validate', 'Users', 'Create or refresh your user record from your identity', { response: data(anyObject) }],
  [
    'PUT',
    '/api/user-informations/me',
    'Users',
    'Update your profile',
    {
      body: dataBody(
        z.object({
          fullName: z.string().optional(),
          full_name: z.string().optional(),
          email: z.string().optional(),
          bio: z.string().optional(),
          company: z.string().optional(),
        }),
      ),
      response: data(anyObject),
    },
  ],
  [
    'PUT',
    '/api/user-informations/preferences',
    'Users',
    'Update your preferences',
    { body: dataBody(z.object({ preferences: anyObject })), response: data(anyObject) },
  ],
  ['GET', '/api/user-informations/stats', 'Users', 'Counts over your projects', { response: data(anyObject) }],
  // billing and payments
  ['GET', '/api/subscription-plans/public', 'Billing', 'The plan catalogue (public)', { auth: 'none', response: data(z.array(anyObject)) }],
  [
    'GET',
    '/api/subscription-plans/current/:projectId',
    'Billing',
    "A project's current plan",
    { params: id('projectId'), response: data(anyObject), errors: [404] },
  ],
  ['GET', '/api/payments/config', 'Billing', 'Which payment provider is configured (public)', { auth: 'none', response: data(anyObject) }],
  [
    'POST',
    '/api/payments/order',
    'Billing',
    'Create a provider order for a plan purchase',
    {
      body: purchase.extend({ return_url: z.string().optional(), cancel_url: z.string().optional() }),
      response: success(anyObject),
      errors: [402, 403, 404, 409, 502, 503],
    },
  ],
  [
    'POST',
    '/api/payments/create',
    'Billing',
    'Record a payment for an order',
    { body: purchase.extend({ order_id: z.string() }), response: success(anyObject), errors: [402, 403, 404, 409] },
  ],
  [
    'POST',
    '/api/payments/confirm',
    'Billing',
    'Confirm a captured order: the plan changes once',
    { body: z.object({ order_id: z.string() }), response: z.object({ success: z.boolean(), data: anyObject }), errors: [402, 403, 404, 409, 502] },
  ],
  // history
  [
    'GET',
    '/api/projects/:id/history',
    'History',
    "A page of the project's history",
    {
      params: id(),
      query: historyFilterInput.extend(historyPageInput.shape),
      response: data(z.object({ entries: z.array(historyEntrySchema), nextCursor: z.string().nullable() })),
      errors: [404],
    },
  ],
  [
    'GET',
    '/api/projects/:id/history/verify',
    'History',
    "Check the stream's sha256 chain",
    {
      params: id(),
      response: data(z.object({ ok: z.boolean(), verified: z.number(), firstBad: anyObject.nullable(), headHash: z.string().nullable() })),
      errors: [404],
    },
  ],
  [
    'GET',
    '/api/projects/:id/history/export',
    'History',
    'Export the history (NDJSON lines carry the hash chain fields for an offline `flagstream verify`; or CSV)',
    { params: id(), query: historyFilterInput.extend({ format: z.enum(['ndjson', 'csv']).optional() }), responseMediaType: ndjson, errors: [404] },
  ],
  [
    'GET',
    '/api/projects/:id/at',
    'History',
    'The project as it was at an instant',
    { params: id(), query: z.object({ time: z.string().optional(), position: z.string().optional() }), response: data(anyObject), errors: [404] },
  ],
  [
    'GET',
    '/api/projects/:id/diff',
    'History',
    'What changed between two instants',
    {
      params: id(),
      query: z.object({ from: z.string().optional(), fromPosition: z.string().optional(), to: z.string().optional(), toPosition: z.string().optional() }),
      response: data(anyObject),
      errors: [404],
    },
  ],
  [
    'POST',
    '/api/projects/:id/restore',
    'History',
    'Restore a flag, environment values, an override or a segment to an instant (as new events)',
    {
      params: id(),
      body: dataBody(
        z.object({
          entity: z.enum(['flag', 'environment', 'override', 'segment']),
          id: z.string(),
          time: z.string().optional(),
          position: z.number().optional(),
        }),
      ),
      response: data(anyObject),
      errors: [403, 404, 409],
    },
  ],
  [
    'GET',
    '/api/config/:projectUuid/at',
    'History',
    'The public config as served at an instant (members only)',
    {
      params: id('projectUuid'),
      query: z.object({ environmentUuid: z.string(), overrideUuid: z.string().optional(), time: z.string().optional(), position: z.string().optional() }),
      response: anyObject,
      errors: [404],
    },
  ],
  // public SDK routes
  [
    'GET',
    '/api/config/:projectUuid',
    'Public config',
    "An environment's config: flag values by key (public, ETag / 304)",
    {
      auth: 'none',
      params: id('projectUuid'),
      query: z.object({ environmentUuid: z.string(), overrideUuid: z.string().optional() }),
      response: anyObject,
      errors: [404],
    },
  ],
  [
    'GET',
    '/api/flagd/:environmentUuid',
    'Public config',
    "The environment's flagd document (server key)",
    { auth: 'environmentKey', params: id('environmentUuid'), response: anyObject, errors: [404] },
  ],
  [
    'GET',
    '/api/flagd/:environmentUuid/stream',
    'Public config',
    'The flagd document as Server-Sent Events (server key)',
    { auth: 'environmentKey', params: id('environmentUuid'), responseMediaType: 'text/event-stream' },
  ],
  // development sign-in
  [
    'POST',
    '/api/dev-auth/token',
    'Development',
    'Sign a development session token (dev auth mode only)',
    { auth: 'none', body: devTokenRequestSchema, response: z.object({ token: z.string() }) },
  ],
];

for (const [method, path, tag, summary, extra] of docs) describeRoute({ method, path, tag, summary, auth: 'bearer', ...extra });
