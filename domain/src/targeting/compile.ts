import type { EnvironmentState, FlagState, ProjectState } from '../project/state';
import type { FlagValue, ValueSetting } from '../flags/values';
import { effectiveEnabled, flagsInOrder, servedFlags } from '../config/resolve';
import { own } from '../shared/own';
import type { FlagTargeting, JsonLogic, SegmentState } from './model';
import { referencedSegments, segmentKey, segmentList } from './model';

/** One flag of a flagd document (https://flagd.dev/schema/v0/flags.json). */
export interface FlagdFlag {
  state: 'ENABLED' | 'DISABLED';
  variants: Record<string, FlagValue>;
  defaultVariant: string;
  targeting?: JsonLogic;
}

export interface FlagdDocument {
  $schema?: string;
  flags: Record<string, FlagdFlag>;
  $evaluators?: Record<string, JsonLogic>;
}

export const FLAGD_SCHEMA_URL = 'https://flagd.dev/schema/v0/flags.json';

/**
 * The flag's setting in an environment: its custom value, else the flag's own (and which it is),
 * enabled under the flag's kill switch (as the public config resolves it).
 */
export function effectiveSetting(flag: FlagState, env: EnvironmentState): ValueSetting & { source: 'environment' | 'default' } {
  const custom = own(env.variables, flag.key);
  return custom
    ? { value: custom.value, enabled: effectiveEnabled(flag, custom), source: 'environment' }
    : { value: flag.value, enabled: effectiveEnabled(flag), source: 'default' };
}

/** The flag's stored targeting in an environment, if any (older read models have no `targeting` field). */
export const storedTargeting = (flag: FlagState, environmentId: string): FlagTargeting | undefined => own(flag.targeting, environmentId);

/**
 * The targeting as it is served: `variants[defaultVariant]` is the environment's current value
 * (environment value < targeting: the default variant is that value, whatever changed it since).
 */
export function effectiveTargeting(flag: FlagState, env: EnvironmentState): FlagTargeting | null {
  const t = storedTargeting(flag, env.id);
  if (!t) return null;
  const { value } = effectiveSetting(flag, env);
  return { ...t, variants: { ...t.variants, [t.defaultVariant]: value } };
}

const isPlainObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The flag's flagd definition in an environment. A flag without targeting has one variant named
 * after where its value comes from ("environment" or "default", as OFREP's `variant` says).
 * Null for a json flag whose value is not an object: flagd's schema only has object flags.
 */
export function flagdFlagOf(flag: FlagState, env: EnvironmentState): FlagdFlag | null {
  const setting = effectiveSetting(flag, env);
  if (flag.type === 'json' && !isPlainObject(setting.value)) return null;
  const state = setting.enabled ? 'ENABLED' : 'DISABLED';
  const t = effectiveTargeting(flag, env);
  if (!t) return { state, variants: { [setting.source]: setting.value }, defaultVariant: setting.source };
  return { state, variants: t.variants, defaultVariant: t.defaultVariant, ...(Object.keys(t.targeting).length ? { targeting: t.targeting } : {}) };
}

/** Segments as flagd `$evaluators` ("segment_<id>" -> conditions), optionally only some of them. */
export function compileSegments(
  segments: readonly SegmentState[] | Record<string, SegmentState> | undefined,
  onlyIds?: Iterable<string>,
): Record<string, JsonLogic> {
  const only = onlyIds ? new Set(onlyIds) : null;
  const out: Record<string, JsonLogic> = {};
  for (const s of segmentList(segments).sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1))) {
    if (!only || only.has(s.id)) out[segmentKey(s.id)] = s.conditions;
  }
  return out;
}

/**
 * The environment's complete flagd document: every flag (creation order), with the segments
 * its targeting references as `$evaluators`. This is what /api/flagd serves, what OFREP
 * evaluates and what a flagd edge loads: one document, one semantics.
 */
export function buildFlagdDocument(s: ProjectState, env: EnvironmentState): FlagdDocument {
  const flags: Record<string, FlagdFlag> = {};
  const used = new Set<string>();
  for (const f of servedFlags(s)) {
    const d = flagdFlagOf(f, env);
    if (!d) continue;
    flags[f.key] = d;
    if (d.targeting) for (const id of referencedSegments(d.targeting)) used.add(id);
  }
  const evaluators = compileSegments(s.segments, used);
  return { $schema: FLAGD_SCHEMA_URL, flags, ...(Object.keys(evaluators).length ? { $evaluators: evaluators } : {}) };
}

/** Where segments are referenced: flag and environment pairs, in flag then environment order. */
export function segmentUsage(
  s: ProjectState,
  segmentId: string,
): Array<{ flagId: string; flagKey: string; flagName: string; environmentId: string; environmentName: string }> {
  const out = [];
  const envs = Object.values(s.environments).sort((a, b) => a.order - b.order || a.createdAt - b.createdAt);
  // archived flags too: unarchiving must find the segments their targeting names
  for (const f of flagsInOrder(s)) {
    for (const env of envs) {
      const t = storedTargeting(f, env.id);
      if (t && referencedSegments(t.targeting).includes(segmentId))
        out.push({ flagId: f.id, flagKey: f.key, flagName: f.name, environmentId: env.id, environmentName: env.name });
    }
  }
  return out;
}
