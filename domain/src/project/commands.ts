import type { UsageCommand } from '../usage/settings';
import type { RestoreCommand } from '../audit/restore';
import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../shared/schemas';
import { DEFAULT_ENVIRONMENTS } from '../environments/commands';
import { slugify } from './slug';
import { hasBidiControls, isInvisibleOnly } from '../shared/text';
import type { EnvironmentCommand } from '../environments/commands';
import type { FlagCommand } from '../flags/commands';
import type { OverrideCommand } from '../overrides/commands';
import type { MemberCommand } from '../members/commands';
import type { PlanCommand } from '../billing/commands';
import type { TokenCommand } from '../tokens/tokens';
import type { WebhookCommand } from '../webhooks/webhooks';
import type { PromoteCommand } from '../promote/promote';
import type { ImportCommand } from '../transfer/import';
import type { SegmentCommand, TargetingCommand } from '../targeting/commands';

export const createProjectInput = z.object({
  projectId: idSchema,
  name: requiredText('Project name', 100),
  description: requiredText('Description', 2000),
  /** derived from the name when absent */
  slug: z.string().trim().max(100).optional(),
  environments: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Environment name cannot be blank')
        .max(100)
        .refine((n) => !isInvisibleOnly(n), 'Environment name cannot be blank')
        .refine((n) => !hasBidiControls(n), 'Environment name must not contain text-direction control characters'),
    )
    .min(1, 'A project needs at least one environment')
    .max(100)
    .default([...DEFAULT_ENVIRONMENTS])
    .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, 'Environment names must be unique')
    // as CreateEnvironment: no two environments share a slug ("Pre Prod" and "pre-prod")
    .refine((names) => {
      const slugs = names.map(slugify).filter(Boolean);
      return new Set(slugs).size === slugs.length;
    }, 'Environment names must be unique'),
  status: z.string().trim().min(1).max(50).default('active'),
});
export const updateProjectInput = z.object({
  name: requiredText('Project name', 100).optional(),
  description: optionalText().optional(),
  status: z.string().trim().min(1).max(50).optional(),
});

export type ProjectOwnCommand =
  | ({ kind: 'CreateProject' } & z.input<typeof createProjectInput>)
  | ({ kind: 'UpdateProject' } & z.input<typeof updateProjectInput>)
  | { kind: 'DeleteProject' }
  | { kind: 'GenerateMissingUuids' };

export type ProjectCommand =
  | ProjectOwnCommand
  | EnvironmentCommand
  | FlagCommand
  | OverrideCommand
  | MemberCommand
  | PlanCommand
  | RestoreCommand
  | TokenCommand
  | WebhookCommand
  | PromoteCommand
  | ImportCommand
  | TargetingCommand
  | SegmentCommand
  | UsageCommand;
export type ProjectCommandType = ProjectCommand['kind'];
