import type { FlagValue } from '@flagstream/domain';
import { effectiveEnabled } from '@flagstream/domain';
import type { EnvValueLike, FlagLike, Served } from '../flags/flagListModel';
import { servedIn } from '../flags/flagListModel';

export interface OverrideLike {
  id: string;
  uuid: string;
  name: string;
  environment?: { id: string; name: string } | null;
  featureFlagValues: unknown;
  expiresAt?: string | null;
  isActive: boolean;
  expired: boolean;
}

export type OverrideState = 'applies' | 'expired' | 'inactive';

export interface OverrideLayer {
  id: string;
  uuid: string;
  name: string;
  value: FlagValue;
  /** the override's own switch for this flag */
  enabled: boolean;
  /** what clients of this override are served on: its switch under the flag's kill switch */
  servedEnabled: boolean;
  state: OverrideState;
  expiresAt: string | null;
}

export interface EnvironmentStatus {
  environmentId: string;
  served: Served;
  hasCustomValue: boolean;
  customValue: FlagValue | null;
  customEnabled: boolean | null;
  targeting: { rolloutPercentage: number | null } | null;
  overrides: OverrideLayer[];
}

/**
 * An override applies from creation until its expiry while active (the server's `isActive`
 * already says "active and not expired"; the expiry is checked again at `now` so a page left
 * open does not keep claiming an override that has just expired).
 */
export function overrideState(o: Pick<OverrideLike, 'isActive' | 'expired' | 'expiresAt'>, now: number): OverrideState {
  if (o.expired || (o.expiresAt && Date.parse(o.expiresAt) <= now)) return 'expired';
  return o.isActive ? 'applies' : 'inactive';
}

/** Every layer of one environment, top to bottom of the priority: default, environment value, targeting, overrides. */
export function environmentStatus(
  flag: FlagLike,
  environmentId: string,
  row: EnvValueLike | undefined,
  overrides: readonly OverrideLike[],
  now: number,
  targeting?: { hasTargeting: boolean; rolloutPercentage: number | null } | null,
): EnvironmentStatus {
  const withTargeting = targeting ? { ...row!, hasTargeting: targeting.hasTargeting } : row;
  const layers: OverrideLayer[] = [];
  for (const o of overrides) {
    if (o.environment?.id !== environmentId) continue;
    const values = o.featureFlagValues as Record<string, { value: FlagValue; enabled: boolean }> | null;
    const v = values && Object.hasOwn(values, flag.key) ? values[flag.key] : undefined;
    if (!v) continue;
    layers.push({
      id: o.id,
      uuid: o.uuid,
      name: o.name,
      value: v.value,
      enabled: v.enabled,
      servedEnabled: effectiveEnabled(flag, v),
      state: overrideState(o, now),
      expiresAt: o.expiresAt ?? null,
    });
  }
  // Applying overrides first, then the soonest to expire.
  const rank: Record<OverrideState, number> = { applies: 0, inactive: 1, expired: 2 };
  layers.sort((a, b) => rank[a.state] - rank[b.state] || (a.expiresAt ?? '9').localeCompare(b.expiresAt ?? '9'));
  return {
    environmentId,
    served: servedIn(flag, withTargeting),
    hasCustomValue: row?.hasCustomValue === true,
    customValue: row?.hasCustomValue ? (row.value as FlagValue) : null,
    customEnabled: row?.hasCustomValue ? row.enabled : null,
    targeting: targeting?.hasTargeting ? { rolloutPercentage: targeting.rolloutPercentage } : null,
    overrides: layers,
  };
}

/** "in 3 hours", "in 2 days", "2 minutes ago": how far an instant is from now. */
export function relativeTime(at: string | number, now: number): string {
  const t = typeof at === 'number' ? at : Date.parse(at);
  if (!Number.isFinite(t)) return '';
  const diff = t - now;
  const abs = Math.abs(diff);
  const units: Array<[number, string]> = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
  ];
  let text = 'less than a minute';
  for (const [ms, name] of units) {
    if (abs >= ms) {
      const n = Math.floor(abs / ms);
      text = `${n} ${name}${n === 1 ? '' : 's'}`;
      break;
    }
  }
  return diff >= 0 ? `in ${text}` : `${text} ago`;
}

/* ---------- who set each layer, from the flag's history ---------- */

export interface HistoryEntryLike {
  position: number;
  type: string;
  at: string;
  actor: { id: string; name: string };
  entity: { kind: string; id: string };
  before?: unknown;
  after?: unknown;
}

export interface SetBy {
  name: string;
  at: string;
  position: number;
}

export interface Provenance {
  /** the flag's default value or kill switch */
  flag: SetBy | null;
  /** per environment id: the last change of this flag's value there */
  environments: Record<string, SetBy>;
  /** per override id: the last change of this flag's value in it */
  overrides: Record<string, SetBy>;
}

const setBy = (e: HistoryEntryLike): SetBy => ({ name: e.actor.name, at: e.at, position: e.position });

/**
 * Who last set each layer, from the flag's history entries (newest first, as the server pages
 * them; the server already kept only entries about this flag). Layers not found in the entries
 * given are left out: the page says "earlier" for them.
 */
export function provenance(entries: readonly HistoryEntryLike[], flagId: string): Provenance {
  const out: Provenance = { flag: null, environments: {}, overrides: {} };
  for (const e of entries) {
    if (e.entity.kind === 'flag' && e.entity.id === flagId) {
      if (!out.flag && e.type !== 'FeatureFlagDeleted') out.flag = setBy(e);
    } else if (e.entity.kind === 'environment') {
      out.environments[e.entity.id] ??= setBy(e);
    } else if (e.entity.kind === 'override') {
      out.overrides[e.entity.id] ??= setBy(e);
    }
  }
  return out;
}

/* ---------- code snippets ---------- */

export interface SnippetInput {
  origin: string;
  key: string;
  type: 'boolean' | 'string' | 'number' | 'json';
  defaultValue: FlagValue;
  projectUuid: string;
  environmentUuid: string;
}

const OPENFEATURE_GETTER = { boolean: 'getBooleanValue', string: 'getStringValue', number: 'getNumberValue', json: 'getObjectValue' } as const;

const literal = (v: FlagValue): string => JSON.stringify(v);

/** The flag read three ways: OFREP (any OpenFeature SDK), the OpenFeature web SDK, and the public config. */
export function flagSnippets(i: SnippetInput): { ofrep: string; openfeature: string; config: string } {
  const fallback = i.type === 'json' ? '{}' : literal(i.defaultValue);
  return {
    ofrep: [
      `curl -s -X POST '${i.origin}/ofrep/v1/evaluate/flags/${encodeURIComponent(i.key)}' \\`,
      `  -H 'Authorization: Bearer $FLAGSTREAM_API_KEY' \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"context":{"targetingKey":"user-123"}}'`,
    ].join('\n'),
    openfeature: [
      `import { OpenFeature } from '@openfeature/web-sdk';`,
      `import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';`,
      ``,
      `await OpenFeature.setProviderAndWait(new OFREPWebProvider({`,
      `  baseUrl: '${i.origin}',`,
      `  headers: [['Authorization', 'Bearer ' + FLAGSTREAM_API_KEY]],`,
      `}));`,
      `const value = OpenFeature.getClient().${OPENFEATURE_GETTER[i.type]}(${literal(i.key)}, ${fallback});`,
    ].join('\n'),
    config: [`curl -s '${i.origin}/api/config/${i.projectUuid}?environmentUuid=${i.environmentUuid}' \\`, `  | jq '.data.flags[${literal(i.key)}]'`].join('\n'),
  };
}
