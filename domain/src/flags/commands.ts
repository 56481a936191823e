import { z } from 'zod';
import { idSchema, jsonValueSchema, optionalText, requiredText } from '../shared/schemas';
import { FLAG_TYPES } from './values';

export const flagTypeSchema = z.enum(FLAG_TYPES as unknown as ['boolean', 'string', 'number', 'json'], {
  error: 'Type must be one of boolean, string, number, json',
});

export const createFeatureFlagInput = z.object({
  name: requiredText('Name', 200),
  /** derived from the name when absent or blank */
  key: z.string().trim().max(100, 'Key is too long (at most 100 characters)').optional(),
  description: optionalText().default(''),
  type: flagTypeSchema.default('boolean'),
  value: jsonValueSchema.optional(),
  enabled: z.boolean().default(true),
});
export const updateFeatureFlagInput = z.object({
  flagId: idSchema,
  name: requiredText('Name', 200).optional(),
  /** accepted only when equal to the current key: keys are immutable */
  key: z.string().trim().max(100).optional(),
  description: optionalText().optional(),
  type: flagTypeSchema.optional(),
  value: jsonValueSchema.optional(),
  enabled: z.boolean().optional(),
});
export const flagRefInput = z.object({ flagId: idSchema });
export const bulkToggleInput = z.object({
  flagIds: z.array(idSchema).min(1, 'Select at least one feature flag').max(1000),
  enabled: z.boolean(),
});

export type FlagCommand =
  | ({ kind: 'CreateFeatureFlag' } & z.input<typeof createFeatureFlagInput>)
  | ({ kind: 'UpdateFeatureFlag' } & z.input<typeof updateFeatureFlagInput>)
  | ({ kind: 'ToggleFeatureFlag' } & z.input<typeof flagRefInput>)
  | ({ kind: 'BulkToggleFeatureFlags' } & z.input<typeof bulkToggleInput>)
  | ({ kind: 'DeleteFeatureFlag' } & z.input<typeof flagRefInput>)
  | ({ kind: 'ArchiveFeatureFlag' } & z.input<typeof flagRefInput>)
  | ({ kind: 'UnarchiveFeatureFlag' } & z.input<typeof flagRefInput>);
