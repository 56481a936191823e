import { overrideStatus } from '@flagstream/domain';
import type { OverrideStatus, SdkSnippetParams } from '@flagstream/domain';
import type { CurrentProject } from '../../state/useCurrentProjectTree';
import type { SampleFlagType, SampleParams } from './samples';

export type SetupEnvironment = CurrentProject['environments'][number];
export type SetupOverride = CurrentProject['overrides'][number];
type SetupProject = Pick<CurrentProject, 'uuid' | 'environments' | 'overrides' | 'featureFlags'>;

/** The environments in the project's order (the first is selected on arrival). */
export const environmentsInOrder = (envs: readonly SetupEnvironment[]): SetupEnvironment[] => [...envs].sort((a, b) => a.order - b.order);

/** The overrides the override select offers for one environment. */
export const overridesOf = (project: Pick<SetupProject, 'overrides'>, environmentId: string | undefined): SetupOverride[] =>
  project.overrides.filter((o) => o.environment?.id === environmentId);

/** Old projects may lack a uuid on the project, an environment or an override: the screen offers to generate them. */
export const hasMissingUuids = (project: Pick<SetupProject, 'uuid' | 'environments' | 'overrides'>): boolean =>
  !project.uuid || project.environments.some((e) => !e.uuid) || project.overrides.some((o) => !o.uuid);

/** The flag the usage lines read: one the selected override changes, else the project's first flag. */
export function usageFlag(project: Pick<SetupProject, 'featureFlags'>, override: SetupOverride | undefined) {
  const overridden = override ? Object.keys((override.featureFlagValues ?? {}) as Record<string, unknown>) : [];
  return project.featureFlags.find((f) => overridden.includes(f.key)) ?? project.featureFlags[0];
}

/** What the public-config samples are filled with; placeholders where an identifier is still missing. */
export function sampleParams(project: SetupProject, env: SetupEnvironment | undefined, override: SetupOverride | undefined, origin: string): SampleParams {
  const flag = usageFlag(project, override);
  return {
    origin,
    projectUuid: project.uuid || 'YOUR_PROJECT_UUID',
    environmentUuid: env?.uuid || 'YOUR_ENVIRONMENT_UUID',
    overrideUuid: override ? override.uuid || 'YOUR_OVERRIDE_UUID' : null,
    flagKey: flag?.key,
    flagType: flag?.type as SampleFlagType | undefined,
    environmentName: env?.name,
  };
}

/** What the OpenFeature snippets are filled with: the environment's keys when the caller may see them. */
export function sdkParams(
  project: Pick<SetupProject, 'featureFlags'>,
  env: SetupEnvironment,
  keys: { clientKey: string | null; serverKey: string | null },
  origin: string,
): SdkSnippetParams {
  const flag = project.featureFlags[0];
  return {
    origin,
    environmentUuid: env.uuid || 'YOUR_ENVIRONMENT_UUID',
    environmentName: env.name,
    clientKey: keys.clientKey,
    serverKey: keys.serverKey,
    flagKey: flag?.key,
    flagType: flag?.type as SampleFlagType | undefined,
  };
}

/** An override's state as the chip shows it: the server's `expired` wins, then the domain's rule at `now`. */
export function overrideChip(o: Pick<SetupOverride, 'expired' | 'isActive' | 'expiresAt'>, now: number): { status: OverrideStatus; label: string } {
  const status: OverrideStatus = o.expired ? 'expired' : overrideStatus({ isActive: o.isActive, expiresAt: o.expiresAt ? Date.parse(o.expiresAt) : null }, now);
  return { status, label: { active: 'Active', inactive: 'Inactive', expired: 'Expired' }[status] };
}

/** A response body as the "Try it" panel shows it: JSON pretty-printed, anything else as it came. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
