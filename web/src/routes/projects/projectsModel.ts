import { slugify } from '@flagstream/domain';
import type { ProjectData } from '../../state/ProjectsProvider';
import type { NewProjectValues } from '../../components/newProjectModel';

/** Case-insensitive match on name or description (spec §2). */
export function matchesSearch(p: { name: string; description: string }, search: string): boolean {
  const q = search.trim().toLowerCase();
  return q === '' || p.name.toLowerCase().includes(q) || (p.description ?? '').toLowerCase().includes(q);
}

/** Team members plus one for the owner (spec §9). */
export const memberCount = (p: Pick<ProjectData, 'teamMemberCount'>): number => p.teamMemberCount + 1;

/** The name typed back must match exactly (surrounding spaces aside): deleting a project is not one click (issue 17). */
export const confirmsDeletion = (typed: string, name: string): boolean => typed.trim() === name.trim() && name.trim() !== '';

/** The status badge: "Active" unless the project says otherwise. */
export function statusOf(p: { status?: string | null; settings: { status?: string | null } }): { active: boolean; label: string } {
  const status = p.status || p.settings.status || 'active';
  return status === 'active' ? { active: true, label: 'Active' } : { active: false, label: status };
}

/** The letter on a project's tile. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || '?';

export { createValid } from '../../components/newProjectModel';
export type { NewProjectValues } from '../../components/newProjectModel';

/** What is sent to create a project: trimmed texts, the slug of the name, the chosen environments, active. */
export function createInput(v: NewProjectValues) {
  const name = v.name.trim();
  return { name, description: v.description.trim(), slug: slugify(name) || undefined, settings: { environments: v.environments, status: 'active' } };
}
