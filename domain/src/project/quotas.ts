import type { ProjectState } from './state';
import type { CommandContext } from '../shared/decider';
import { jsonBytes, kb } from '../shared/limits';
import { fail } from '../shared/errors';
import { quotaOf, UNLIMITED } from '../billing/plans';
import { limitReachedMessage } from '../billing/limits';
import { effectivePlan } from './access';

/**
 * Bytes of every value a project holds (flag defaults, environment values, override values):
 * each served document holds at most this much, so it bounds what rendering one change costs.
 * Sizes of unchanged values are remembered (states share them), so this is cheap per command.
 */
export function configBytes(s: ProjectState): number {
  let total = 0;
  for (const f of Object.values(s.flags)) total += jsonBytes(f.value);
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
