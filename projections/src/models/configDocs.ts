import { createHash, randomBytes } from 'node:crypto';
import type { EnvironmentState, FlagEvaluation, FlagdDocument, OverrideState, ProjectState, ResolvedFlag } from '@flagstream/domain';
import {
  FlagdEvaluator,
  buildFlagdDocument,
  computeRolloutShare,
  effectiveTargeting,
  environmentsInOrder,
  referencedSegments,
  resolveFlags,
} from '@flagstream/domain';
import { keys } from '../keys';

/**
 * A served document: the exact response bytes and a strong ETag derived from them, so the
 * ETag changes whenever anything in the response changes (renames and deletions included).
 */
export interface ServedDoc {
  etag: string;
  body: string;
  /** an override doc stops applying at this instant (epoch ms) and `fallback` is served instead */
  expiresAt: number | null;
  fallback: string | null;
}

export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export const sha256Hex = (s: string): string => createHash('sha256').update(s).digest('hex');

const doc = (body: string, expiresAt: number | null = null, fallback: string | null = null): ServedDoc => ({ etag: etagOf(body), body, expiresAt, fallback });

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * JSON text of a value object, serialised once per object (issue 15): states share unchanged
 * values between versions, so a change serialises only the values it brings, however many
 * documents show them. Documents splice the text in (a placeholder no stored value can forge:
 * it carries a per-process nonce) instead of serialising the value again.
 */
const valueText = new WeakMap<object, string>();
const RAW_NONCE = randomBytes(12).toString('hex');
const RAW_PLACEHOLDER = new RegExp(`"\\\\u0000${RAW_NONCE}:(\\d+)"`, 'g');

class ValueSplicer {
  private readonly texts: string[] = [];

  /** The value as it goes into a document: objects and arrays become placeholders. */
  value(v: unknown): unknown {
    if (v === null || typeof v !== 'object') return v;
    let text = valueText.get(v);
    if (text === undefined) {
      text = JSON.stringify(v);
      valueText.set(v, text);
    }
    this.texts.push(text);
    return `\u0000${RAW_NONCE}:${this.texts.length - 1}`;
  }

  /** JSON.stringify's output for the document, byte for byte, with the values spliced in. */
  stringify(x: unknown): string {
    const json = JSON.stringify(x);
    return this.texts.length === 0 ? json : json.replace(RAW_PLACEHOLDER, (_m, i: string) => this.texts[Number(i)]!);
  }
}

/**
 * JSON.stringify of anything (a flagd document, a project snapshot), byte for byte, with the
 * value objects already serialised for a document spliced in instead of serialised again.
 */
export function stringifyWithKnownValues(x: unknown): string {
  const texts: string[] = [];
  const json = JSON.stringify(x, (key, value: unknown) => {
    if (key !== '' && value !== null && typeof value === 'object') {
      const text = valueText.get(value);
      if (text !== undefined) {
        texts.push(text);
        return `\u0000${RAW_NONCE}:${texts.length - 1}`;
      }
    }
    return value;
  });
  return texts.length === 0 ? json : json.replace(RAW_PLACEHOLDER, (_m, i: string) => texts[Number(i)]!);
}

/** A targeted flag as served without a context: what an empty context gets, and the rollout share. */
interface TargetedFlag {
  empty: FlagEvaluation;
  share: number;
  updatedAt: number;
}

/**
 * An environment's targeting, worked out once per render: the flagd document (what /api/flagd
 * serves and OFREP evaluates) and, for flags with rules, their context-free answer. `targeted`
 * is empty when no flag has rules there, and then nothing served differs from before targeting.
 */
export interface EnvTargeting {
  flagd: FlagdDocument;
  targeted: Map<string, TargetedFlag>;
}

export function envTargeting(s: ProjectState, env: EnvironmentState): EnvTargeting {
  const flagd = buildFlagdDocument(s, env);
  const targeted = new Map<string, TargetedFlag>();
  // every flag with a targeting document (rules or not: its variant names are the document's)
  const withTargeting = Object.values(s.flags).filter((f) => f.targeting && Object.hasOwn(flagd.flags, f.key) && effectiveTargeting(f, env));
  if (withTargeting.length === 0) return { flagd, targeted };
  const evaluator = new FlagdEvaluator(flagd);
  for (const flag of withTargeting) {
    const key = flag.key;
    const t = effectiveTargeting(flag, env)!;
    // edits of the segments it uses change what it serves: they count as its last change too
    let updatedAt = t.updatedAt;
    for (const id of referencedSegments(t.targeting)) updatedAt = Math.max(updatedAt, s.segments?.[id]?.updatedAt ?? 0);
    targeted.set(key, { empty: evaluator.evaluate(key, {}), share: computeRolloutShare(t), updatedAt });
  }
  return { flagd, targeted };
}

function lastUpdated(s: ProjectState, env: EnvironmentState, override: OverrideState | undefined, t: EnvTargeting): string {
  let t0 = Math.max(s.updatedAt, env.updatedAt, override?.updatedAt ?? 0);
  for (const f of Object.values(s.flags)) if (f.updatedAt > t0) t0 = f.updatedAt;
  for (const x of t.targeted.values()) if (x.updatedAt > t0) t0 = x.updatedAt;
  return iso(t0);
}

/** What the empty context is served: the rule's answer, else (no answer) the environment's value. */
const servedValue = (f: ResolvedFlag, x: TargetedFlag) =>
  x.empty.reason === 'ERROR' || x.empty.reason === 'DISABLED' || x.empty.value === null ? f.value : x.empty.value;

/**
 * The "Public configuration response" of spec §3. A flag with targeting in the environment (and
 * no override value) serves what an empty context gets, with source "targeting" and its real
 * rollout share; no rule, segment or attribute ever appears here.
 */
export function publicConfigBody(s: ProjectState, env: EnvironmentState, override?: OverrideState, targeting: EnvTargeting = envTargeting(s, env)): string {
  const resolved = resolveFlags(s, env, override);
  const sp = new ValueSplicer();
  const flags: Record<string, ResolvedFlag | (Omit<ResolvedFlag, 'source'> & { source: 'targeting' })> = {};
  for (const f of resolved) {
    const x = f.source !== 'override' ? targeting.targeted.get(f.key) : undefined;
    const entry = x ? { ...f, value: servedValue(f, x), source: 'targeting' as const, rollout_percentage: f.enabled ? x.share : 0 } : f;
    flags[f.key] = { ...entry, value: sp.value(entry.value) as ResolvedFlag['value'] };
  }
  return sp.stringify({
    success: true,
    data: {
      project: { id: s.uuid, slug: s.slug, name: s.name },
      environment: { id: env.uuid, name: env.name, slug: env.slug },
      ...(override ? { override: { id: override.uuid, name: override.name, expires_at: override.expiresAt === null ? null : iso(override.expiresAt) } } : {}),
      flags,
      meta: {
        total_flags: resolved.length,
        active_flags: resolved.filter((f) => f.enabled).length,
        override_count: resolved.filter((f) => f.source === 'override').length,
        last_updated: lastUpdated(s, env, override, targeting),
      },
    },
  });
}

/**
 * An evaluation reason as OFREP allows it: its reason enum (STATIC, TARGETING_MATCH, SPLIT,
 * DISABLED, UNKNOWN) has no DEFAULT, which flagd reports when the rules return no variant.
 */
export const ofrepReason = (reason: string): string => (reason === 'DEFAULT' ? 'UNKNOWN' : reason);

/** Is this a value an OFREP object flag may carry (a JSON object, not an array, null or text)? */
const isJsonObject = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * OFREP bulk evaluation without a context. A disabled flag carries no value, so the app's own
 * default applies (reason DISABLED); a json flag must serve an object, so one holding an array,
 * null or text answers PARSE_ERROR; a flag with targeting answers as for an empty context (the
 * gateway evaluates real contexts).
 */
export function ofrepBulkBody(s: ProjectState, env: EnvironmentState, override?: OverrideState, targeting: EnvTargeting = envTargeting(s, env)): string {
  const sp = new ValueSplicer();
  const flags = resolveFlags(s, env, override).map((f) => {
    const metadata = { type: f.type, source: f.source, enabled: f.enabled };
    if (!f.enabled) return { key: f.key, reason: 'DISABLED', variant: f.source, metadata };
    const x = f.source !== 'override' ? targeting.targeted.get(f.key) : undefined;
    if (x && x.empty.reason !== 'ERROR' && x.empty.value !== null) {
      return {
        key: f.key,
        value: sp.value(x.empty.value),
        reason: ofrepReason(x.empty.reason),
        variant: x.empty.variant,
        metadata: { ...metadata, source: 'targeting' },
      };
    }
    if (f.type === 'json' && !isJsonObject(f.value)) {
      return {
        key: f.key,
        errorCode: 'PARSE_ERROR',
        errorDetails: `Flag "${f.key}" holds JSON that is not an object: an OpenFeature object flag must be an object`,
        metadata,
      };
    }
    return { key: f.key, value: sp.value(f.value), reason: 'STATIC', variant: f.source, metadata };
  });
  return sp.stringify({ flags });
}

export interface ApiKeyTarget {
  projectId: string;
  projectUuid: string;
  environmentId: string;
  environmentUuid: string;
  /**
   * client: OFREP evaluation only (safe in browsers); server: also the flagd document and its
   * stream. Absent in read models written before client keys: those keys are server keys.
   */
  kind?: 'server' | 'client';
}

/** What a key may open: every kind evaluates (OFREP); only a server key reads the rules (flagd document). */
export const keyAllows = (target: Pick<ApiKeyTarget, 'kind'>, use: 'evaluate' | 'flagd'): boolean =>
  use === 'evaluate' || (target.kind ?? 'server') === 'server';

/**
 * Every served document of a project, keyed by read-model key. Overrides that do not apply
 * (inactive) serve their environment's document; ones with an expiry carry it and a fallback.
 */
export function renderProjectDocs(s: ProjectState): Map<string, string> {
  const out = new Map<string, string>();
  if (s.status !== 'active') return out;
  out.set(keys.configProject(s.uuid), s.id);
  for (const env of environmentsInOrder(s)) renderEnvironmentDocs(s, env, out);
  return out;
}

/**
 * Does a read-model key hold a document of this environment (its public config, OFREP and
 * flagd documents, its overrides' ones)? API-key entries do not name the environment.
 */
export const isEnvironmentDocKey = (key: string, env: Pick<EnvironmentState, 'uuid'>): boolean =>
  key.startsWith(`ofrep:${env.uuid}`) ||
  key === keys.flagd(env.uuid) ||
  (key.startsWith('cfg:') && (key.endsWith(`:${env.uuid}`) || key.includes(`:${env.uuid}:`)));

/**
 * The served documents of one environment (issue 15: a change that touches one environment
 * renders only its documents). Written into `out`.
 */
export function renderEnvironmentDocs(s: ProjectState, env: EnvironmentState, out: Map<string, string> = new Map()): Map<string, string> {
  for (const [key, value] of environmentDocs(s, env)) out.set(key, value);
  return out;
}

/**
 * The same documents one at a time, so that rendering can give the event loop back between
 * them: a project's documents are as large as its configuration (issue 15).
 */
export function* environmentDocs(s: ProjectState, env: EnvironmentState): Generator<[string, string]> {
  const cfgKey = keys.config(s.uuid, env.uuid);
  const ofrepKey = keys.ofrep(env.uuid);
  const targeting = envTargeting(s, env);
  const envDoc = doc(publicConfigBody(s, env, undefined, targeting));
  yield [cfgKey, JSON.stringify(envDoc)];
  const envOfrep = doc(ofrepBulkBody(s, env, undefined, targeting));
  yield [ofrepKey, JSON.stringify(envOfrep)];
  yield [keys.flagd(env.uuid), JSON.stringify(doc(stringifyWithKnownValues(targeting.flagd)))];
  // Keys are looked up by their sha256 only (compared without timing leaks, never logged).
  const target: ApiKeyTarget = { projectId: s.id, projectUuid: s.uuid, environmentId: env.id, environmentUuid: env.uuid };
  yield [keys.apiKey(sha256Hex(env.apiKey)), JSON.stringify({ ...target, kind: 'server' })];
  if (env.clientKey) yield [keys.apiKey(sha256Hex(env.clientKey)), JSON.stringify({ ...target, kind: 'client' })];
  for (const o of Object.values(s.overrides)) {
    if (o.environmentId !== env.id) continue;
    const applies = o.isActive;
    yield [keys.config(s.uuid, env.uuid, o.uuid), JSON.stringify(applies ? doc(publicConfigBody(s, env, o, targeting), o.expiresAt, cfgKey) : envDoc)];
    yield [keys.ofrep(env.uuid, o.uuid), JSON.stringify(applies ? doc(ofrepBulkBody(s, env, o, targeting), o.expiresAt, ofrepKey) : envOfrep)];
  }
}
