import type { EnvironmentState, Granularity, PlanCatalogue, ProjectState, UsageRange } from '@flagstream/domain';
import {
  DAY_MS,
  FLAG_NOT_FOUND_MESSAGE,
  USAGE_RANGES,
  USAGE_STEPS,
  blocksBetween,
  bucketStart,
  effectivePlan,
  environmentsInOrder,
  fail,
  flagsInOrder,
  isUsageRange,
  shareOf,
  staleStatusOf,
  summaryWindow,
  usagePlanOf,
  usageSettingsOf,
  usageWindow,
} from '@flagstream/domain';
import type { RequestContext, ServiceContext } from '../services/serviceContext';
import { notFound } from '../services/serviceContext';
import { CallerConcurrency } from '../services/heavyReads';
import { flagView } from '../views/projectViews';
import type { UsageStore } from './store';
import { usageKeys } from './keys';
import { REQUEST_KINDS } from './counters';
import type { RequestKind } from './counters';

const flagNotFound = notFound('FLAG_NOT_FOUND', FLAG_NOT_FOUND_MESSAGE);
const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

export interface VariantCount {
  variant: string;
  count: number;
  share: number;
}
export interface UsagePoint {
  at: string;
  counts: Record<string, number>;
}
export interface StaleFlagView {
  flagId: string;
  flagKey: string;
  flagName: string;
  reason: 'NOT_EVALUATED' | 'SINGLE_VARIANT';
  since: string;
  variant: string | null;
  lastEvaluatedAt: string | null;
}

const variantsOf = (m: Map<string, number>): VariantCount[] => {
  const total = [...m.values()].reduce((a, b) => a + b, 0);
  return [...m]
    .map(([variant, count]) => ({ variant, count, share: shareOf(count, total) }))
    .sort((a, b) => b.count - a.count || (a.variant < b.variant ? -1 : 1));
};
const bump = (m: Map<string, number>, k: string, n: number) => m.set(k, (m.get(k) ?? 0) + n);

/** Parses `{offset}\t...` fields of a block back to bucket times. */
function* cells(g: Granularity, block: number, hash: Map<string, number>): Generator<{ at: number; parts: string[]; n: number }> {
  for (const [field, n] of hash) {
    const parts = field.split('\t');
    const off = Number(parts[0]);
    if (!Number.isInteger(off)) continue;
    yield { at: bucketStart(g, block, off), parts, n };
  }
}

/**
 * Usage insights read side (issue 20): flag charts, project summaries, stale flags, and the
 * archive and settings commands. Plans are enforced here: the retention clamps every window,
 * charts need Advanced analytics (PLAN_FEATURE_REQUIRED), totals are on every plan. Reads are
 * concurrency-limited per caller.
 */
export class UsageService {
  private readonly reads = new CallerConcurrency(4, 'usage reads');

  constructor(
    private readonly sc: ServiceContext,
    private readonly store: UsageStore,
    private readonly plans: PlanCatalogue,
  ) {}

  private planOf(s: ProjectState) {
    return usagePlanOf(effectivePlan(s, this.plans, this.sc.now()));
  }

  /** Newest evaluation minute per flag key (every environment) and when counting began (the earliest environment). */
  private async lastAndSince(envs: readonly EnvironmentState[]): Promise<{ last: Map<string, number>; since: number | null }> {
    const [lasts, sinces] = await Promise.all([
      this.store.hashes(envs.map((e) => usageKeys.last(e.uuid))),
      this.store.strings(envs.map((e) => usageKeys.since(e.uuid))),
    ]);
    const last = new Map<string, number>();
    for (const h of lasts) for (const [k, v] of h) if (v > (last.get(k) ?? 0)) last.set(k, v);
    const known = sinces.filter((v): v is number => v !== null);
    return { last, since: known.length ? Math.min(...known) : null };
  }

  async flagUsage(ctx: RequestContext, flagId: string, q: { environmentId?: string; from?: number; to?: number; step?: string }) {
    return this.reads.run(ctx.caller.userId, async () => {
      const { state } = await this.sc.locate(ctx, flagId, flagNotFound, (s) => flagId in s.flags);
      const flag = state.flags[flagId]!;
      const plan = this.planOf(state);
      if (!plan.advancedAnalytics)
        fail('PLAN_FEATURE_REQUIRED', 'Usage charts are part of Advanced analytics: upgrade the plan to see them (totals stay on the Dashboard)', {
          feature: 'advancedAnalytics',
          planId: state.plan.planId,
        });
      const now = this.sc.now();
      const w = usageWindow(q, now, plan.retentionDays);
      const envs = environmentsInOrder(state).filter((e) => !q.environmentId || e.id === q.environmentId);
      if (q.environmentId && envs.length === 0) fail('ENVIRONMENT_NOT_FOUND', 'Environment not found');
      const { ms: stepMs, source: g } = USAGE_STEPS[w.step];
      const blocks = blocksBetween(g, w.from, w.to);
      const hashes = await this.store.hashes(envs.flatMap((e) => blocks.map((b) => usageKeys.flag(g, e.uuid, flag.key, b))));
      const points = Math.ceil((w.to - w.from) / stepMs);
      const all = new Map<string, number>();
      const environments = envs.map((env, ei) => {
        const series = new Array<Map<string, number>>(points);
        for (let i = 0; i < points; i++) series[i] = new Map();
        const byVariant = new Map<string, number>();
        blocks.forEach((block, bi) => {
          for (const { at, parts, n } of cells(g, block, hashes[ei * blocks.length + bi]!)) {
            if (at < w.from || at >= w.to) continue;
            const variant = parts[1] ?? '';
            series[Math.floor((at - w.from) / stepMs)]!.set(variant, (series[Math.floor((at - w.from) / stepMs)]!.get(variant) ?? 0) + n);
            bump(byVariant, variant, n);
            bump(all, variant, n);
          }
        });
        const variants = variantsOf(byVariant);
        return {
          environmentId: env.id,
          environmentName: env.name,
          total: variants.reduce((a, v) => a + v.count, 0),
          variants,
          // every variant of the environment in every point, 0 when none (stacked charts need aligned keys)
          series: series.map((m, i) => ({ at: iso(w.from + i * stepMs), counts: Object.fromEntries(variants.map((v) => [v.variant, m.get(v.variant) ?? 0])) })),
        };
      });
      const { last } = await this.lastAndSince(envs);
      const variants = variantsOf(all);
      return {
        flagId,
        flagKey: flag.key,
        from: iso(w.from),
        to: iso(w.to),
        step: w.step,
        clamped: w.clamped,
        retentionDays: plan.retentionDays,
        total: variants.reduce((a, v) => a + v.count, 0),
        variants,
        environments,
        lastEvaluatedAt: isoOrNull(last.get(flag.key) ?? null),
      };
    });
  }

  async projectSummary(ctx: RequestContext, projectId: string, rangeIn: string | undefined) {
    const range = (rangeIn ?? '24h') as UsageRange;
    if (!isUsageRange(range)) fail('VALIDATION_FAILED', 'range must be one of 1h, 24h, 7d, 30d');
    return this.reads.run(ctx.caller.userId, async () => {
      const { state } = await this.sc.visible(ctx, projectId);
      const plan = this.planOf(state);
      const now = this.sc.now();
      const w = summaryWindow(range, now, plan.retentionDays);
      const g = w.source;
      const envs = environmentsInOrder(state);
      const blocks = blocksBetween(g, w.from, w.to);
      const hashes = await this.store.hashes(envs.flatMap((e) => blocks.map((b) => usageKeys.env(g, e.uuid, b))));
      const stepMs = USAGE_STEPS[USAGE_RANGES[range].seriesStep].ms;
      const points = Math.ceil((w.to - w.from) / stepMs);
      const series = Array.from({ length: points }, () => new Map<string, number>());
      const perFlag = new Map<string, Map<string, number>>();
      const environments = envs.map((env, ei) => {
        const byKind = Object.fromEntries(REQUEST_KINDS.map((k) => [k, 0])) as Record<RequestKind, number>;
        let evaluations = 0;
        blocks.forEach((block, bi) => {
          for (const { at, parts, n } of cells(g, block, hashes[ei * blocks.length + bi]!)) {
            if (at < w.from || at >= w.to) continue;
            if (parts[1] === 'r') {
              const kind = parts[2] as RequestKind;
              if (kind in byKind) byKind[kind] += n;
              const p = series[Math.floor((at - w.from) / stepMs)]!;
              p.set(env.id, (p.get(env.id) ?? 0) + n);
            } else if (parts[1] === 'f' && parts[2] !== undefined) {
              evaluations += n;
              let m = perFlag.get(parts[2]);
              if (!m) perFlag.set(parts[2], (m = new Map()));
              bump(m, parts[3] ?? '', n);
            }
          }
        });
        return {
          environmentId: env.id,
          environmentName: env.name,
          requests: Object.values(byKind).reduce((a, b) => a + b, 0),
          byKind,
          evaluations,
        };
      });
      const { last, since } = await this.lastAndSince(envs);
      const flags = flagsInOrder(state)
        .filter((f) => !f.archived)
        .map((f) => {
          const variants = variantsOf(perFlag.get(f.key) ?? new Map());
          return {
            flagId: f.id,
            flagKey: f.key,
            flagName: f.name,
            archived: false,
            evaluations: variants.reduce((a, v) => a + v.count, 0),
            lastEvaluatedAt: isoOrNull(last.get(f.key) ?? null),
            variants,
          };
        })
        .sort((a, b) => b.evaluations - a.evaluations || (a.flagKey < b.flagKey ? -1 : 1));
      return {
        projectId: state.id,
        range,
        from: iso(w.from),
        to: iso(w.to),
        clamped: w.clamped,
        retentionDays: plan.retentionDays,
        advancedAnalytics: plan.advancedAnalytics,
        staleAfterDays: usageSettingsOf(state).staleAfterDays,
        totalEvaluations: flags.reduce((a, f) => a + f.evaluations, 0),
        flags,
        environments,
        requestSeries: plan.advancedAnalytics
          ? series.map((m, i) => ({ at: iso(w.from + i * stepMs), counts: Object.fromEntries(envs.map((e) => [e.id, m.get(e.id) ?? 0])) }))
          : null,
        staleFlags: await this.staleOf(state, last, since),
      };
    });
  }

  /** Stale flags of a project: day totals of the last N days in every environment, the newest evaluations, when counting began. */
  private async staleOf(state: ProjectState, lastIn?: Map<string, number>, sinceIn?: number | null): Promise<StaleFlagView[]> {
    const now = this.sc.now();
    const { staleAfterDays } = usageSettingsOf(state);
    const envs = environmentsInOrder(state);
    const { last, since } = lastIn !== undefined && sinceIn !== undefined ? { last: lastIn, since: sinceIn } : await this.lastAndSince(envs);
    const from = now - staleAfterDays * DAY_MS - DAY_MS;
    const blocks = blocksBetween('d', from, now + 1);
    const hashes = await this.store.hashes(envs.flatMap((e) => blocks.map((b) => usageKeys.env('d', e.uuid, b))));
    const days = new Map<string, Map<number, Record<string, number>>>();
    envs.forEach((_env, ei) =>
      blocks.forEach((block, bi) => {
        for (const { at, parts, n } of cells('d', block, hashes[ei * blocks.length + bi]!)) {
          if (parts[1] !== 'f' || parts[2] === undefined) continue;
          let byDay = days.get(parts[2]);
          if (!byDay) days.set(parts[2], (byDay = new Map()));
          const v = byDay.get(at) ?? {};
          v[parts[3] ?? ''] = (v[parts[3] ?? ''] ?? 0) + n;
          byDay.set(at, v);
        }
      }),
    );
    const out: StaleFlagView[] = [];
    for (const f of flagsInOrder(state)) {
      const lastEvaluatedAt = last.get(f.key) ?? null;
      const st = staleStatusOf({
        flag: { createdAt: f.createdAt, archived: f.archived === true },
        lastEvaluatedAt,
        trackingSince: since,
        days: [...(days.get(f.key) ?? new Map<number, Record<string, number>>())].map(([day, variants]) => ({ day, variants })),
        staleAfterDays,
        now,
      });
      if (st.stale)
        out.push({
          flagId: f.id,
          flagKey: f.key,
          flagName: f.name,
          reason: st.reason,
          since: iso(st.since),
          variant: st.variant,
          lastEvaluatedAt: isoOrNull(lastEvaluatedAt),
        });
    }
    return out;
  }

  async staleFlags(ctx: RequestContext, projectId: string): Promise<StaleFlagView[]> {
    return this.reads.run(ctx.caller.userId, async () => {
      const { state } = await this.sc.visible(ctx, projectId);
      return this.staleOf(state);
    });
  }

  async settings(ctx: RequestContext, projectId: string) {
    const { state } = await this.sc.visible(ctx, projectId);
    return usageSettingsOf(state);
  }

  async updateSettings(ctx: RequestContext, projectId: string, staleAfterDays: unknown) {
    await this.sc.visible(ctx, projectId);
    const { state } = await this.sc.run(ctx, projectId, { kind: 'UpdateUsageSettings', staleAfterDays: staleAfterDays as number });
    return usageSettingsOf(state);
  }

  async archive(ctx: RequestContext, flagId: string, archived: boolean) {
    const { projectId } = await this.sc.locate(ctx, flagId, flagNotFound, (s) => flagId in s.flags);
    const { state } = await this.sc.run(ctx, projectId, { kind: archived ? 'ArchiveFeatureFlag' : 'UnarchiveFeatureFlag', flagId });
    return flagView(state.flags[flagId]!, state);
  }

  /** The flag list with the archive filter (`include` is every flag, as GET /feature-flags answers without it). */
  async listFlags(ctx: RequestContext, projectId: string, archived: string, search?: string) {
    if (archived !== 'include' && archived !== 'exclude' && archived !== 'only') fail('VALIDATION_FAILED', 'archived must be one of include, exclude, only');
    const { state } = await this.sc.visible(ctx, projectId);
    const q = search?.trim().toLowerCase();
    return flagsInOrder(state)
      .filter((f) => (archived === 'include' ? true : archived === 'only' ? f.archived === true : f.archived !== true))
      .filter((f) => !q || [f.name, f.key, f.description].some((x) => x.toLowerCase().includes(q)))
      .map((f) => flagView(f, state));
  }
}
