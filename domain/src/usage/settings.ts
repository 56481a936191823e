import { z } from 'zod';
import type { ProjectState } from '../project/state';
import type { CommandContext, DomainEvent } from '../shared/decider';
import { requirePermission } from '../project/access';
import { parseInput } from '../shared/validate';

/** A flag not evaluated (or serving one variant) for this many days is stale, unless the project says otherwise. */
export const DEFAULT_STALE_AFTER_DAYS = 30;
export const STALE_AFTER_DAYS_MAX = 365;

export const updateUsageSettingsInput = z.object({
  staleAfterDays: z
    .number({ error: 'staleAfterDays must be a whole number of days' })
    .int('staleAfterDays must be a whole number of days')
    .min(1, 'staleAfterDays must be at least 1')
    .max(STALE_AFTER_DAYS_MAX, `staleAfterDays must be at most ${STALE_AFTER_DAYS_MAX}`),
});

export type UsageCommand = { kind: 'UpdateUsageSettings' } & z.input<typeof updateUsageSettingsInput>;

/** A change of the project's usage settings: an ordinary, audited change of the project. */
export type UsageSettingsUpdated = DomainEvent<'UsageSettingsUpdated', { projectId: string; staleAfterDays: number; updatedAt: number }>;
export type UsageEvent = UsageSettingsUpdated;

export const usageSettingsOf = (s: Pick<ProjectState, 'usageSettings'>): { staleAfterDays: number } =>
  s.usageSettings ?? { staleAfterDays: DEFAULT_STALE_AFTER_DAYS };

export function decideUsage(cmd: UsageCommand, s: ProjectState, ctx: CommandContext): UsageEvent[] {
  requirePermission(s, ctx.actor, 'canManageProject');
  const input = parseInput(updateUsageSettingsInput, cmd);
  if (input.staleAfterDays === usageSettingsOf(s).staleAfterDays) return [];
  return [{ type: 'UsageSettingsUpdated', data: { projectId: s.id, staleAfterDays: input.staleAfterDays, updatedAt: ctx.now } }];
}

export function evolveUsage(s: ProjectState, e: UsageEvent): ProjectState {
  switch (e.type) {
    case 'UsageSettingsUpdated':
      return { ...s, usageSettings: { staleAfterDays: e.data.staleAfterDays }, updatedAt: e.data.updatedAt };
  }
}
