import { z } from 'zod';
import { idSchema, instantSchema, nameText, optionalText, valueSettingSchema } from '../shared/schemas';

export const OVERRIDE_MESSAGES = {
  fieldsRequired: 'Please fill in all required fields',
  environmentNotFound: 'Selected environment not found',
  noFlags: 'Please select at least one feature flag to override',
  notFound: 'Override not found',
} as const;

const flagValuesSchema = z.record(z.string().min(1).max(100), valueSettingSchema);

/** Name and environment are checked by the decider so that their texts are the spec's. */
export const createOverrideInput = z.object({
  name: nameText('Name').default(''),
  description: optionalText().default(''),
  environmentId: z.string().trim().max(100).default(''),
  featureFlagValues: flagValuesSchema.default({}),
  expiresAt: instantSchema.nullable().default(null),
  isActive: z.boolean().default(true),
  priority: z.number().int().min(-1000).max(1000).default(0),
});
export const updateOverrideInput = z.object({
  overrideId: idSchema,
  name: nameText('Name').optional(),
  description: optionalText().optional(),
  featureFlagValues: flagValuesSchema.optional(),
  expiresAt: instantSchema.nullable().optional(),
  priority: z.number().int().min(-1000).max(1000).optional(),
});
export const overrideRefInput = z.object({ overrideId: idSchema });
export const bulkApplyInput = z.object({
  overrideIds: z.array(idSchema).min(1, 'Select at least one override').max(1000),
  environmentId: idSchema,
});

export type OverrideCommand =
  | ({ kind: 'CreateOverride' } & z.input<typeof createOverrideInput>)
  | ({ kind: 'UpdateOverride' } & z.input<typeof updateOverrideInput>)
  | ({ kind: 'ToggleOverride' } & z.input<typeof overrideRefInput>)
  | ({ kind: 'DeleteOverride' } & z.input<typeof overrideRefInput>)
  | ({ kind: 'ExpireOverride' } & z.input<typeof overrideRefInput>)
  | ({ kind: 'BulkApplyOverrides' } & z.input<typeof bulkApplyInput>)
  | { kind: 'CleanupExpiredOverrides' };
