/** Pure rules of the Environments screen (no React, no Apollo): tested in environmentModel.test.ts. */
import { plural } from '../../lib/format';

/** The key's prefix ("fs_server_", "fs_env_") + bullets + the last four characters. */
export function maskApiKey(key: string): string {
  const prefix = key.match(/^[a-z]+_[a-z]+_/i)?.[0] ?? '';
  return `${prefix}${'•'.repeat(12)}${key.slice(-4)}`;
}

/** How many custom variables an environment has (the API sends a JSON object, or nothing). */
export const variableCount = (variables: unknown): number => (variables && typeof variables === 'object' ? Object.keys(variables as object).length : 0);

interface Sortable {
  order: number;
  name: string;
}

/** The grid's order: the environment's position, then its name. */
export const sortEnvironments = <T extends Sortable>(envs: readonly T[]): T[] => [...envs].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

interface Searchable {
  name: string;
  description: string;
  slug: string;
  type: string;
}

/** The search box: a case-insensitive match on name, description, slug or type; blank keeps all. */
export function filterEnvironments<T extends Searchable>(envs: readonly T[], search: string): readonly T[] {
  const q = search.trim().toLowerCase();
  if (!q) return envs;
  return envs.filter((e) => [e.name, e.description, e.slug, e.type].some((f) => f.toLowerCase().includes(q)));
}

/** The count beside the search: "2 of 5 environments" while searching, else "3 active environments of 5". */
export const environmentsCountText = (search: string, shown: number, total: number, active: number): string =>
  search.trim() ? `${shown} of ${plural(total, 'environment')}` : `${plural(active, 'active environment')} of ${total}`;

/** What the screen shows below its toolbar, in order of precedence. */
export type EnvironmentsView = 'loading' | 'error' | 'empty' | 'noMatch' | 'grid';
export function environmentsView(s: { initialLoading: boolean; error: unknown; total: number; shown: number }): EnvironmentsView {
  if (s.initialLoading) return 'loading';
  if (s.error) return 'error';
  if (s.total === 0) return 'empty';
  return s.shown === 0 ? 'noMatch' : 'grid';
}

/** The environment form's fields. */
export interface EnvironmentFormValues {
  name: string;
  description: string;
  type: string;
  status: string;
}

export const ENVIRONMENT_TYPES = ['development', 'staging', 'production', 'testing'] as const;
export const ENVIRONMENT_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

/** What each known type is for (the type menu's second line). */
export const TYPE_HINTS: Record<string, string> = {
  development: 'Local and feature work',
  staging: 'Pre-release verification',
  production: 'Serves your live users',
  testing: 'Automated and QA runs',
};

/** The type menu: the known types, and the environment's own when it is another (free text in the spec). */
export const typeChoices = (current: string): string[] =>
  ENVIRONMENT_TYPES.includes(current as (typeof ENVIRONMENT_TYPES)[number]) ? [...ENVIRONMENT_TYPES] : [...ENVIRONMENT_TYPES, current];

/** The status menu: active and inactive, and the environment's own when it is another. */
export const statusChoices = (current: string): Array<{ value: string; label: string }> =>
  ENVIRONMENT_STATUSES.some((s) => s.value === current) ? [...ENVIRONMENT_STATUSES] : [...ENVIRONMENT_STATUSES, { value: current, label: current }];

/** The name is required, and blank after trimming counts as missing. */
export const nameMissing = (v: Pick<EnvironmentFormValues, 'name'>): boolean => v.name.trim().length === 0;

/** What is sent: name and description trimmed. */
export const environmentInput = (v: EnvironmentFormValues): EnvironmentFormValues => ({ ...v, name: v.name.trim(), description: v.description.trim() });
