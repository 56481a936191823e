import { SCOPE_DESCRIPTIONS, maxScopeFor, normaliseRole } from '@flagstream/domain';
import type { Role, TokenScope } from '@flagstream/domain';

/** The New Token dialog's expiry choices; 90 days is chosen first. */
export const EXPIRY = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'No expiry', days: null },
] as const;
export const DEFAULT_EXPIRY_DAYS = 90;

const SCOPES: TokenScope[] = ['read', 'write', 'admin'];
const RANK: Record<TokenScope, number> = { read: 0, write: 1, admin: 2 };

/** The caller's role in the chosen project (unknown roles read as viewer). */
export const roleIn = (projects: ReadonlyArray<{ id: string; role: string }>, projectId: string): Role =>
  normaliseRole(projects.find((p) => p.id === projectId)?.role);

/** Each scope as the dialog offers it: never above the caller's role there, and then it says so. */
export function scopeChoices(role: Role): Array<{ scope: TokenScope; allowed: boolean; description: string }> {
  const max = maxScopeFor(role) ?? 'read';
  return SCOPES.map((scope) => {
    const allowed = RANK[scope] <= RANK[max];
    return { scope, allowed, description: `${SCOPE_DESCRIPTIONS[scope]}${allowed ? '' : ` (above your role: ${role})`}` };
  });
}

/** The expiry select's value for a number of days (null: never), and back. */
export const expiryValue = (days: number | null): string => (days === null ? 'never' : String(days));
export const expiryDays = (value: string): number | null => (value === 'never' ? null : Number(value));

/** The name's refusal, if any (the server says the rest). */
export const tokenNameError = (name: string): string | null => (name.trim() ? null : 'Token name is required');
