/** What a new project's form holds (the Welcome dialog and Create Project). */
export interface NewProjectValues {
  name: string;
  description: string;
  environments: string[];
}

/** Spec §5: name and description non-blank, and no more environments than the plan allows (null: no cap). */
export const createValid = (v: NewProjectValues, maxEnvironments: number | null): boolean =>
  v.name.trim().length > 0 && v.description.trim().length > 0 && (maxEnvironments === null || v.environments.length <= maxEnvironments);

/** What the free plan includes, while its own list has not loaded (spec §2). */
export const FREE_PLAN_FALLBACK = ['Up to 3 environments', 'Up to 10 feature flags', 'Up to 3 overrides', 'Up to 3 team members'];

/** The Welcome dialog's "Your free plan includes": the free plan's first four features, or the fallback. */
export function freePlanIncludes(plans: ReadonlyArray<{ isFreePlan: boolean; features: string[] }> | undefined): string[] {
  const free = plans?.find((p) => p.isFreePlan);
  return (free?.features ?? FREE_PLAN_FALLBACK).slice(0, 4);
}

/** What the Welcome dialog sends: trimmed texts, the chosen environments, active. */
export const welcomeInput = (v: NewProjectValues) => ({
  name: v.name.trim(),
  description: v.description.trim(),
  settings: { environments: v.environments, status: 'active' },
});
