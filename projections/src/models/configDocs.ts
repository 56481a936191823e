import { createHash } from 'node:crypto';
import type { EnvironmentState, OverrideState, ProjectState, ResolvedFlag } from '@flagstream/domain';
import { environmentsInOrder, resolveFlags } from '@flagstream/domain';
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

function lastUpdated(s: ProjectState, env: EnvironmentState, override?: OverrideState): string {
  let t = Math.max(s.updatedAt, env.updatedAt, override?.updatedAt ?? 0);
  for (const f of Object.values(s.flags)) if (f.updatedAt > t) t = f.updatedAt;
  return iso(t);
}

/** The "Public configuration response" of spec §3. */
export function publicConfigBody(s: ProjectState, env: EnvironmentState, override?: OverrideState): string {
  const resolved = resolveFlags(s, env, override);
  const flags: Record<string, ResolvedFlag> = {};
  for (const f of resolved) flags[f.key] = f;
  return JSON.stringify({
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
        last_updated: lastUpdated(s, env, override),
      },
    },
  });
}

/** OFREP bulk evaluation: a disabled flag evaluates with reason DISABLED (false for booleans). */
export function ofrepBulkBody(s: ProjectState, env: EnvironmentState, override?: OverrideState): string {
  const flags = resolveFlags(s, env, override).map((f) => ({
    key: f.key,
    value: !f.enabled && f.type === 'boolean' ? false : f.value,
    reason: f.enabled ? 'STATIC' : 'DISABLED',
    variant: f.source,
    metadata: { type: f.type, source: f.source, enabled: f.enabled },
  }));
  return JSON.stringify({ flags });
}

export interface ApiKeyTarget {
  projectId: string;
  projectUuid: string;
  environmentId: string;
  environmentUuid: string;
}

/**
 * Every served document of a project, keyed by read-model key. Overrides that do not apply
 * (inactive) serve their environment's document; ones with an expiry carry it and a fallback.
 */
export function renderProjectDocs(s: ProjectState): Map<string, string> {
  const out = new Map<string, string>();
  if (s.status !== 'active') return out;
  out.set(keys.configProject(s.uuid), s.id);
  for (const env of environmentsInOrder(s)) {
    const cfgKey = keys.config(s.uuid, env.uuid);
    const ofrepKey = keys.ofrep(env.uuid);
    const envDoc = doc(publicConfigBody(s, env));
    const envOfrep = doc(ofrepBulkBody(s, env));
    out.set(cfgKey, JSON.stringify(envDoc));
    out.set(ofrepKey, JSON.stringify(envOfrep));
    const target: ApiKeyTarget = { projectId: s.id, projectUuid: s.uuid, environmentId: env.id, environmentUuid: env.uuid };
    out.set(keys.apiKey(sha256Hex(env.apiKey)), JSON.stringify(target));
    for (const o of Object.values(s.overrides)) {
      if (o.environmentId !== env.id) continue;
      const applies = o.isActive;
      out.set(keys.config(s.uuid, env.uuid, o.uuid), JSON.stringify(applies ? doc(publicConfigBody(s, env, o), o.expiresAt, cfgKey) : envDoc));
      out.set(keys.ofrep(env.uuid, o.uuid), JSON.stringify(applies ? doc(ofrepBulkBody(s, env, o), o.expiresAt, ofrepKey) : envOfrep));
    }
  }
  return out;
}
