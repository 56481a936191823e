import { z } from 'zod';
import { idSchema, optionalText, requiredText, valueSettingSchema } from '../shared/schemas';

export const DEFAULT_ENVIRONMENT_TYPE = 'development';
export const DEFAULT_ENVIRONMENTS = ['development', 'staging', 'production'] as const;

export const createEnvironmentInput = z.object({
  name: requiredText('Environment name', 100),
  description: optionalText().default(''),
  type: z.string().trim().min(1).max(50).default(DEFAULT_ENVIRONMENT_TYPE),
  status: z.string().trim().min(1).max(50).default('active'),
});
export const updateEnvironmentInput = z.object({
  environmentId: idSchema,
  name: requiredText('Environment name', 100).optional(),
  description: optionalText().optional(),
  type: z.string().trim().min(1).max(50).optional(),
  status: z.string().trim().min(1).max(50).optional(),
  order: z.number().int().min(0).max(100_000).optional(),
});
export const environmentRefInput = z.object({ environmentId: idSchema });
export const setEnvironmentVariableInput = z.object({
  environmentId: idSchema,
  flagKey: z.string().min(1).max(100),
  /** null resets the flag to its default in this environment */
  setting: valueSettingSchema.nullable(),
});
export const replaceEnvironmentVariablesInput = z.object({
  environmentId: idSchema,
  variables: z.record(z.string().min(1).max(100), valueSettingSchema),
});

export type EnvironmentCommand =
  | ({ kind: 'CreateEnvironment' } & z.input<typeof createEnvironmentInput>)
  | ({ kind: 'UpdateEnvironment' } & z.input<typeof updateEnvironmentInput>)
  | ({ kind: 'DeleteEnvironment' } & z.input<typeof environmentRefInput>)
  /** the server key (named after the single key environments had before client keys) */
  | ({ kind: 'RegenerateApiKey' } & z.input<typeof environmentRefInput>)
  | ({ kind: 'RegenerateClientKey' } & z.input<typeof environmentRefInput>)
  | ({ kind: 'SetEnvironmentVariable' } & z.input<typeof setEnvironmentVariableInput>)
  | ({ kind: 'ReplaceEnvironmentVariables' } & z.input<typeof replaceEnvironmentVariablesInput>);
