import { OVERRIDE_MESSAGES, parseFlagValueText, valueToText } from '@flagstream/domain';
import type { FlagType, FlagValue, ValueSetting } from '@flagstream/domain';
import type { ProjectTree } from '../../state/useCurrentProjectTree';
import { toLocalInput } from './time';

export type Flag = ProjectTree['featureFlags'][number];
export type Environment = ProjectTree['environments'][number];

/** `edited`: the person changed the value, so choosing another environment no longer re-fills it. */
export interface FlagDraft {
  included: boolean;
  text: string;
  enabled: boolean;
  edited?: boolean;
}

export interface OverrideFormResult {
  name: string;
  description: string;
  environmentId: string;
  /** ISO instant or null (no expiry) */
  expiresAt: string | null;
  /** false on edit when the expiry field was not touched */
  expiryChanged: boolean;
  featureFlagValues: Record<string, ValueSetting>;
}

export const EXPIRY_PRESETS = [
  { label: '+1 hour', ms: 3_600_000 },
  { label: '+1 day', ms: 86_400_000 },
  { label: '+1 week', ms: 7 * 86_400_000 },
];

/** The datetime-local text of a preset from now. */
export const presetExpiry = (ms: number, now = Date.now()) => toLocalInput(new Date(now + ms).toISOString());

export const textOf = (type: string, value: unknown): string => {
  if (type === 'boolean') return value === true ? 'true' : 'false';
  if (value === undefined || value === null) return type === 'json' ? 'null' : '';
  return valueToText(value as FlagValue);
};

/**
 * What a flag serves in an environment without the override: the environment's own value, else
 * the default (issue 17: the form pre-filled the global default even where production serves
 * something else).
 */
export function servedWithout(f: Pick<Flag, 'key' | 'value'>, env: Pick<Environment, 'variables'> | undefined): ValueSetting {
  const vars = (env?.variables ?? null) as Record<string, ValueSetting> | null;
  const own = vars && Object.hasOwn(vars, f.key) ? vars[f.key] : undefined;
  return own ? { value: own.value, enabled: own.enabled } : { value: f.value as FlagValue, enabled: true };
}

/** One draft per flag: the override's values when editing, else what the environment serves. */
export function initialDrafts(flags: Flag[], existing: Record<string, ValueSetting> | null, env: Environment | undefined): Record<string, FlagDraft> {
  const out: Record<string, FlagDraft> = {};
  for (const f of flags) {
    const o = existing && Object.hasOwn(existing, f.key) ? existing[f.key] : undefined;
    const base = servedWithout(f, env);
    out[f.key] = o
      ? { included: true, text: textOf(f.type, o.value), enabled: o.enabled, edited: true }
      : { included: false, text: textOf(f.type, base.value), enabled: base.enabled };
  }
  return out;
}

/** Another environment: values not edited yet follow what it serves. */
export function refillDrafts(drafts: Record<string, FlagDraft>, flags: Flag[], env: Environment | undefined): Record<string, FlagDraft> {
  const out = { ...drafts };
  for (const f of flags) {
    const cur = out[f.key];
    if (!cur || cur.edited) continue;
    const base = servedWithout(f, env);
    out[f.key] = { ...cur, text: textOf(f.type, base.value), enabled: base.enabled };
  }
  return out;
}

/** The flags whose name or key contains the filter. */
export function filterFlags(flags: Flag[], search: string): Flag[] {
  const q = search.trim().toLowerCase();
  return q ? flags.filter((f) => f.name.toLowerCase().includes(q) || f.key.toLowerCase().includes(q)) : flags;
}

export const selectedCount = (drafts: Record<string, FlagDraft>) => Object.values(drafts).filter((d) => d.included).length;

export type FormCheck = { ok: true; featureFlagValues: Record<string, ValueSetting> } | { ok: false; message: string; toast: string };

/**
 * Name and environment required, the environment must exist, every included value parses strictly
 * (issue 17: saved as typed or refused with the reason, never rounded or kept as text), at least one flag.
 */
export function checkOverrideForm(p: {
  mode: 'create' | 'edit';
  name: string;
  environmentId: string;
  environments: Pick<Environment, 'id'>[];
  flags: Flag[];
  drafts: Record<string, FlagDraft>;
}): FormCheck {
  const fail = (message: string, toast = message): FormCheck => ({ ok: false, message, toast });
  if (!p.name.trim() || (p.mode === 'create' && !p.environmentId)) return fail(OVERRIDE_MESSAGES.fieldsRequired, `Error: ${OVERRIDE_MESSAGES.fieldsRequired}`);
  if (p.mode === 'create' && !p.environments.some((env) => env.id === p.environmentId)) return fail(OVERRIDE_MESSAGES.environmentNotFound);
  const featureFlagValues: Record<string, ValueSetting> = {};
  for (const f of p.flags) {
    const d = p.drafts[f.key];
    if (!d?.included) continue;
    const parsed = parseFlagValueText(f.type as FlagType, f.type === 'boolean' ? (d.text === 'true' ? 'true' : 'false') : d.text);
    if (!parsed.ok) return fail(`${f.name}: ${parsed.error}`);
    featureFlagValues[f.key] = { value: parsed.value, enabled: d.enabled };
  }
  if (Object.keys(featureFlagValues).length === 0) return fail(OVERRIDE_MESSAGES.noFlags);
  return { ok: true, featureFlagValues };
}

/** The submit button's text. */
export const submitLabel = (mode: 'create' | 'edit', pending: boolean) =>
  mode === 'create' ? (pending ? 'Creating...' : 'Create Override') : pending ? 'Updating...' : 'Update Override';
