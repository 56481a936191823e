import { z } from 'zod';
import type { ProjectEvent } from '../project/events';
import type { EnvironmentState, FlagState, ProjectState } from '../project/state';
import { flagByKey } from '../project/state';
import type { CommandContext, DomainEvent } from '../shared/decider';
import type { ValueSetting } from '../flags/values';
import { valueMatchesType } from '../flags/values';
import { requirePermission } from '../project/access';
import { requireEnvironment } from '../environments/decider';
import { fail } from '../shared/errors';
import { parseInput } from '../shared/validate';
import { idSchema } from '../shared/schemas';
import { own } from '../shared/own';
import { effectiveSetting, effectiveTargeting, storedTargeting } from '../targeting/compile';
import { stableJson } from '../targeting/decider';
import type { FlagTargeting } from '../targeting/model';
import { flagsInOrder } from '../config/resolve';

/** What a promotion may copy: the environment's values (and their enabled switch), and targeting. */
export interface PromoteParts {
  values: boolean;
  targeting: boolean;
}

/** A flag's setup in one environment, as compared and promoted. */
export interface EnvironmentSide {
  /** the environment's own value, null when it serves the flag's default */
  custom: ValueSetting | null;
  /** what it serves without targeting: the custom value or the default, and whether it is on */
  effective: { value: unknown; enabled: boolean };
  /** flagd targeting (variants[defaultVariant] is the environment's value), null without */
  targeting: Pick<FlagTargeting, 'variants' | 'defaultVariant' | 'targeting'> | null;
}

export interface FlagComparison {
  flagId: string;
  key: string;
  name: string;
  type: string;
  from: EnvironmentSide;
  to: EnvironmentSide;
  /** what differs: value (value or enabled of the environment's own setting) and targeting */
  differs: { value: boolean; enabled: boolean; targeting: boolean };
}

const sameSetting = (a: ValueSetting | null, b: ValueSetting | null) => stableJson(a) === stableJson(b);

function sideOf(flag: FlagState, env: EnvironmentState): EnvironmentSide {
  const custom = own(env.variables, flag.key);
  const eff = effectiveSetting(flag, env);
  const t = effectiveTargeting(flag, env);
  return {
    custom: custom ? { value: custom.value, enabled: custom.enabled } : null,
    effective: { value: eff.value, enabled: eff.enabled },
    targeting: t ? { variants: t.variants, defaultVariant: t.defaultVariant, targeting: t.targeting } : null,
  };
}

/** Two environments side by side, flag by flag (creation order). */
export function compareEnvironments(s: ProjectState, fromEnvironmentId: string, toEnvironmentId: string): FlagComparison[] {
  const from = requireEnvironment(s, fromEnvironmentId);
  const to = requireEnvironment(s, toEnvironmentId);
  return flagsInOrder(s).map((f) => {
    const a = sideOf(f, from);
    const b = sideOf(f, to);
    return {
      flagId: f.id,
      key: f.key,
      name: f.name,
      type: f.type,
      from: a,
      to: b,
      differs: {
        value: stableJson(a.custom?.value ?? null) !== stableJson(b.custom?.value ?? null) || (a.custom === null) !== (b.custom === null),
        enabled: (a.custom?.enabled ?? null) !== (b.custom?.enabled ?? null),
        targeting: stableJson(a.targeting) !== stableJson(b.targeting),
      },
    };
  });
}

/** One flag's change in the target environment. */
export interface PromotedFlag {
  key: string;
  name: string;
  /** set when the environment's own value changes: before and after (null: the flag's default) */
  value?: { before: ValueSetting | null; after: ValueSetting | null };
  targeting?: { before: EnvironmentSide['targeting']; after: EnvironmentSide['targeting'] };
}

export type EnvironmentPromoted = DomainEvent<
  'EnvironmentPromoted',
  {
    fromEnvironmentId: string;
    toEnvironmentId: string;
    fromName: string;
    toName: string;
    flags: PromotedFlag[];
    /** flags asked for that could not be promoted (gone, or of another type now) */
    skipped: string[];
    /** an undo: the target environment brought back to how it was before the promotion with this event id */
    revertOf?: string;
    promotedAt: number;
  }
>;

export const promoteInput = z.object({
  fromEnvironmentId: idSchema,
  toEnvironmentId: idSchema,
  /** flag keys; absent: every flag that differs */
  flagKeys: z.array(z.string().min(1).max(100)).min(1, 'Select at least one feature flag').max(1000).optional(),
  include: z
    .object({ values: z.boolean().default(true), targeting: z.boolean().default(true) })
    .default({ values: true, targeting: true })
    .refine((i) => i.values || i.targeting, 'Promote values, targeting or both'),
});

/**
 * Copies flags' setup from one environment to another as one command: one marker event that
 * lists every change (before and after: one history entry), then the ordinary value and
 * targeting events every projection already applies. With `past`, the source is the target
 * environment as it was then: that is how a promotion is undone.
 */
export type PromoteCommand = { kind: 'PromoteEnvironment'; past?: ProjectState; revertOf?: string } & z.input<typeof promoteInput>;

export interface PromotionPlan {
  fromName: string;
  toName: string;
  flags: PromotedFlag[];
  skipped: string[];
  events: ProjectEvent[];
}

/** What a promotion would change, and the events that change it (a preview runs exactly this). */
export function planPromotion(s: ProjectState, cmd: PromoteCommand, now: number): PromotionPlan {
  const input = parseInput(promoteInput, cmd);
  const source = cmd.past ?? s;
  const from = own(source.environments, input.fromEnvironmentId);
  if (!from)
    fail(cmd.past ? 'RESTORE_NOT_POSSIBLE' : 'ENVIRONMENT_NOT_FOUND', cmd.past ? 'The environment did not exist at that instant' : 'Environment not found');
  const to = requireEnvironment(s, input.toEnvironmentId);
  if (!cmd.past && from.id === to.id) fail('VALIDATION_FAILED', 'Choose two different environments');
  const keys = input.flagKeys ?? flagsInOrder(s).map((f) => f.key);
  const flags: PromotedFlag[] = [];
  const skipped: string[] = [];
  const events: ProjectEvent[] = [];
  for (const key of [...new Set(keys)]) {
    const flag = flagByKey(s, key);
    const then = flagByKey(source, key);
    if (!flag || !then || then.type !== flag.type) {
      if (input.flagKeys) skipped.push(key);
      continue;
    }
    const wantValue = own(from.variables, key) ?? null;
    const haveValue = own(to.variables, key) ?? null;
    const wantT = storedTargeting(then, from.id) ? effectiveTargeting(then, from) : null;
    const haveT = storedTargeting(flag, to.id) ? effectiveTargeting(flag, to) : null;
    const change: PromotedFlag = { key, name: flag.name };
    if (input.include.values && !sameSetting(wantValue, haveValue) && (wantValue === null || valueMatchesType(flag.type, wantValue.value))) {
      change.value = { before: haveValue, after: wantValue ? { value: wantValue.value, enabled: wantValue.enabled } : null };
      events.push(
        wantValue
          ? {
              type: 'EnvironmentVariableSet',
              data: { environmentId: to.id, flagKey: key, setting: { value: wantValue.value, enabled: wantValue.enabled }, updatedAt: now },
            }
          : { type: 'EnvironmentVariableReset', data: { environmentId: to.id, flagKey: key, updatedAt: now } },
      );
    }
    const doc = (t: FlagTargeting | null) => (t ? { variants: t.variants, defaultVariant: t.defaultVariant, targeting: t.targeting } : null);
    // targeting is compared on its rules and variants; the default variant's value follows the environment's value
    const rules = (t: FlagTargeting | null) =>
      t ? stableJson({ v: { ...t.variants, [t.defaultVariant]: null }, d: t.defaultVariant, t: t.targeting }) : 'null';
    if (input.include.targeting && rules(wantT) !== rules(haveT)) {
      change.targeting = { before: doc(haveT), after: doc(wantT) };
      events.push(
        wantT
          ? {
              type: 'FlagTargetingSet',
              data: {
                flagId: flag.id,
                environmentId: to.id,
                variants: wantT.variants,
                defaultVariant: wantT.defaultVariant,
                targeting: wantT.targeting,
                updatedAt: now,
              },
            }
          : { type: 'FlagTargetingRemoved', data: { flagId: flag.id, environmentId: to.id, updatedAt: now } },
      );
    }
    if (change.value || change.targeting) flags.push(change);
  }
  return { fromName: from.name, toName: to.name, flags, skipped, events };
}

/** Promoting is editing the target environment's values and targeting: the environments permission. */
export function decidePromote(cmd: PromoteCommand, s: ProjectState, ctx: CommandContext): ProjectEvent[] {
  requirePermission(s, ctx.actor, 'canManageEnvironments');
  const plan = planPromotion(s, cmd, ctx.now);
  if (plan.events.length === 0) return [];
  const input = parseInput(promoteInput, cmd);
  const marker: EnvironmentPromoted = {
    type: 'EnvironmentPromoted',
    data: {
      fromEnvironmentId: input.fromEnvironmentId,
      toEnvironmentId: input.toEnvironmentId,
      fromName: plan.fromName,
      toName: plan.toName,
      flags: plan.flags,
      skipped: plan.skipped,
      ...(cmd.revertOf ? { revertOf: cmd.revertOf } : {}),
      promotedAt: ctx.now,
    },
  };
  return [marker, ...plan.events];
}
