import type { ProjectState } from './state';
import type { CommandContext } from '../shared/decider';
import { jsonBytes, kb } from '../shared/limits';
import { fail } from '../shared/errors';
import { quotaOf, UNLIMITED } from '../billing/plans';
import { limitReachedMessage } from '../billing/limits';
import { effectivePlan } from './access';

/**
 * Bytes of everything a project serves (flag defaults, environment values, override values, and
 * the targeting documents and segment conditions of the flagd document): each served document
 * holds at most this much, so it bounds what rendering one change costs. Sizes of unchanged
 * values are remembered (states share them), so this is cheap per command.
 */
export function configBytes(s: ProjectState): number {
  let total = 0;
  for (const f of Object.values(s.flags)) {
    total += jsonBytes(f.value);
    if (f.targeting) for (const t of Object.values(f.targeting)) total += jsonBytes(t.variants) + jsonBytes(t.targeting);
  }
  for (const seg of Object.values(s.segments ?? {})) total += jsonBytes(seg.conditions);
  for (const env of Object.values(s.environments)) for (const v of Object.values(env.variables)) total += jsonBytes(v.value);
  for (const o of Object.values(s.overrides)) for (const v of Object.values(o.featureFlagValues)) total += jsonBytes(v.value);
  return total;
}

/**
 * Refuses a change that would take the project's values over its plan's size limit. A change
 * that does not grow them passes even over the limit (a downgraded plan can still clean up).
 */
export function requireConfigWithinPlan(before: ProjectState, after: ProjectState, ctx: CommandContext): void {
  const plan = effectivePlan(before, ctx.plans, ctx.now);
  const max = quotaOf(plan, 'featureMaxConfigBytes');
  if (max === UNLIMITED) return;
  const size = configBytes(after);
  if (size <= max) return;
  const was = configBytes(before);
  if (size <= was) return;
  fail('PLAN_LIMIT_REACHED', `${limitReachedMessage(plan.name, 'configBytes', max)} (${kb(size)} would be stored, ${kb(max)} allowed)`, {
    limitType: 'configBytes',
    count: size,
    max,
    plan: plan.name,
    planId: plan.id,
  });
}
