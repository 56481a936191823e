import { z } from 'zod';

/**
 * Shapes of the REST answers (the view functions of gateway/src/views and the services), named
 * once for the OpenAPI document. Requests are described by the schemas that validate them.
 */
export const jsonValue = z.unknown().meta({ id: 'JsonValue', description: 'Any JSON value' });
export const isoTime = z.string().meta({ description: 'ISO-8601 date-time (UTC)' });
export const anyObject = z.record(z.string(), z.unknown());

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().describe('a stable code, e.g. VALIDATION_FAILED, FORBIDDEN, FLAG_NOT_FOUND'),
      message: z.string(),
      details: anyObject.optional(),
    }),
  })
  .meta({ id: 'Error' });

export const valueSetting = z.object({ value: jsonValue, enabled: z.boolean() }).meta({ id: 'ValueSetting' });

export const flagSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    key: z.string(),
    description: z.string(),
    type: z.enum(['boolean', 'string', 'number', 'json']),
    value: jsonValue,
    enabled: z.boolean(),
    project: z.string(),
    createdAt: isoTime.nullable(),
    updatedAt: isoTime.nullable(),
    /** issue 20: archived flags are kept but not served */
    archived: z.boolean(),
    archivedAt: isoTime.nullable(),
  })
  .meta({ id: 'FeatureFlag' });

export const environmentSchema = z
  .object({
    id: z.string(),
    uuid: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.string(),
    status: z.string(),
    order: z.number(),
    slug: z.string(),
    project: z.string(),
    api_key: z.string().nullable().describe('only for callers who may manage environments'),
    variables: z.record(z.string(), valueSetting),
    createdAt: isoTime.nullable(),
    updatedAt: isoTime.nullable(),
  })
  .meta({ id: 'Environment' });

export const overrideSchema = z
  .object({
    id: z.string(),
    uuid: z.string(),
    name: z.string(),
    description: z.string(),
    environment: z.object({ id: z.string(), uuid: z.string(), name: z.string() }).nullable(),
    project: z.string(),
    feature_flag_values: z.record(z.string(), valueSetting),
    expires_at: isoTime.nullable(),
    is_active: z.boolean(),
    expired: z.boolean(),
    priority: z.number(),
    createdAt: isoTime.nullable(),
    updatedAt: isoTime.nullable(),
  })
  .meta({ id: 'Override' });

export const projectSchema = z
  .object({
    id: z.string(),
    uuid: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.string(),
    createdAt: isoTime.nullable(),
    updatedAt: isoTime.nullable(),
    owner: z.object({ id: z.string(), clerk_id: z.string(), name: z.string() }),
    team_members: z.array(anyObject),
    environments: z.array(environmentSchema),
    feature_flags: z.array(flagSchema),
    overrides: z.array(overrideSchema),
    settings: z.object({ environments: z.array(z.string()), status: z.string() }),
    role: z.string(),
    permissions: z.record(z.string(), z.boolean()),
  })
  .meta({ id: 'Project' });

export const memberSchema = z
  .object({
    id: z.string(),
    role: z.string(),
    status: z.string(),
    last_active: isoTime.nullable(),
    joined_at: isoTime.nullable(),
    user: z.object({ id: z.string(), clerk_id: z.string(), full_name: z.string(), email: z.string(), last_login: isoTime.nullable() }),
  })
  .meta({ id: 'Member' });

export const invitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.string(),
    status: z.string(),
    created_at: isoTime.nullable(),
    expires_at: isoTime.nullable(),
    message: z.string(),
    invited_by: z.object({ id: z.string(), name: z.string() }),
  })
  .catchall(z.unknown())
  .meta({ id: 'Invitation' });

export const historyEntrySchema = z
  .object({
    position: z.number(),
    revision: z.number(),
    eventId: z.string(),
    type: z.string(),
    at: isoTime,
    actor: z.object({ id: z.string(), name: z.string() }),
    summary: z.string(),
    entity: z.object({ kind: z.string(), id: z.string(), name: z.string() }),
    before: anyObject.nullable(),
    after: anyObject.nullable(),
    correlationId: z.string(),
  })
  .meta({ id: 'HistoryEntry' });

export const deleted = z.object({ id: z.string() });
export const data = <T extends z.ZodType>(inner: T) => z.object({ data: inner });
export const success = <T extends z.ZodType>(inner: T) => z.object({ success: z.literal(true), data: inner, message: z.string().optional() });
