/**
 * Pure summaries of a page load's Chrome trace, CPU profile and React commits (the page tracer,
 * `npm run profile:page`). Kept apart from the browser driving so each summary is tested.
 */

/** A Chrome trace event (the fields the summaries read). */
export interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string } };
}

export interface LongTask {
  /** ms since the navigation's first event */
  at: number;
  ms: number;
  /** where its time went: evaluation, script calls, style and layout, garbage collection */
  parts: Array<[string, number]>;
}

const PARTS = new Map([
  ['v8.evaluateModule', 'evaluate'],
  ['EvaluateScript', 'evaluate'],
  ['v8.compile', 'compile'],
  ['v8.compileModule', 'compile'],
  ['FunctionCall', 'script'],
  ['RunMicrotasks', 'script'],
  ['TimerFire', 'script'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['PrePaint', 'paint'],
  ['ParseHTML', 'parse HTML'],
  ['MinorGC', 'gc'],
  ['MajorGC', 'gc'],
]);

/** The renderer's main thread: the one that parsed the HTML. */
export function mainThread(events: TraceEvent[]): string | null {
  const count = new Map<string, number>();
  for (const e of events) if (e.name === 'ParseHTML') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The main thread's tasks over `minMs`, each with what it did, and Lighthouse's blocking time
 * estimated for a phone (simulated throttling runs the CPU 4x slower: a task blocks for 4 x its
 * length - 50 ms) and for a desktop (1x), counted from the first contentful paint.
 */
export function longTasks(
  events: TraceEvent[],
  minMs = 12.5,
): { tasks: LongTask[]; fcp: number | null; lcp: number | null; blockingPhone: number; blockingDesktop: number } {
  const thread = mainThread(events);
  // a loop, not Math.min(...): a page load's trace has far more events than a call takes arguments
  let start = Number.POSITIVE_INFINITY;
  for (const e of events) if (e.ts > 0 && e.ts < start) start = e.ts;
  const on = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.dur !== undefined);
  const runs = on.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const fcpTs = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? null;
  const lcpTs = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1)?.ts ?? null;
  const after = runs.filter((t) => fcpTs === null || t.ts >= fcpTs);
  const blocking = (factor: number) => after.reduce((sum, t) => sum + Math.max(0, (factor * t.dur!) / 1000 - 50), 0);
  const tasks = runs
    .filter((t) => t.dur! / 1000 >= minMs)
    .map((t) => {
      const parts = new Map<string, number>();
      for (const e of on) {
        const part = PARTS.get(e.name);
        if (part && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!) parts.set(part, (parts.get(part) ?? 0) + e.dur! / 1000);
      }
      return { at: (t.ts - start) / 1000, ms: t.dur! / 1000, parts: [...parts.entries()].sort((a, b) => b[1] - a[1]) };
    });
  return {
    tasks,
    fcp: fcpTs === null ? null : (fcpTs - start) / 1000,
    lcp: lcpTs === null ? null : (lcpTs - start) / 1000,
    blockingPhone: blocking(4),
    blockingDesktop: blocking(1),
  };
}

/** A V8 CPU profile (the fields the summary reads). */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
}

/** Time (ms) under each function, its callees included, over the whole load: where React, MUI and Apollo spent it. */
export function inclusiveTime(profile: CpuProfile, top = 30): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (byId.get(id)?.callFrame.functionName === '(idle)') return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      const name = f.functionName || '(anonymous)';
      if (name === '(root)' || seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  });
  return [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
}

/** One React commit: how many components rendered, and which most. */
export interface CommitCount {
  /** ms since navigation (performance.now() in the page): lines commits up with requests and tasks */
  at: number;
  rendered: number;
  top: Array<[string, number]>;
}

/**
 * Installed in the page before React loads: React calls a devtools hook after every commit,
 * and this one counts the fibers that rendered (new, or given new props or state) by component
 * name. Read back from `window.__flagstreamCommits`. A string: it runs in the browser as it is.
 */
export const COMMIT_COUNTER = `(() => {
  const commits = [];
  window.__flagstreamCommits = commits;
  const nameOf = (t) => typeof t === 'string' ? t : (t && (t.displayName || t.name || (t.render && t.render.name) || (t.type && t.type.name))) || 'anonymous';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
    onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      const by = {};
      let rendered = 0;
      const walk = (f) => {
        for (; f; f = f.sibling) {
          const alt = f.alternate;
          const did = !alt || alt.memoizedProps !== f.memoizedProps || alt.memoizedState !== f.memoizedState;
          if (did) { rendered++; const n = nameOf(f.type); by[n] = (by[n] || 0) + 1; }
          if (f.child && (did || !alt || f.child !== alt.child)) walk(f.child);
        }
      };
      walk(root.current.child);
      commits.push({ at: performance.now(), rendered, top: Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 8) });
    },
  };
})();`;

const ms = (n: number) => `${Math.round(n)} ms`;

/** The tracer's printout. */
export function formatReport(r: {
  path: string;
  requests: Array<[number, string]>;
  trace: ReturnType<typeof longTasks>;
  profile: Array<[string, number]>;
  commits: CommitCount[];
}): string {
  const lines = [
    `page ${r.path}: first contentful paint ${r.trace.fcp === null ? '-' : ms(r.trace.fcp)}, largest ${r.trace.lcp === null ? '-' : ms(r.trace.lcp)}`,
  ];
  lines.push(`blocking time estimate: phone (4x CPU) ${ms(r.trace.blockingPhone)}, desktop ${ms(r.trace.blockingDesktop)}`);
  lines.push('', 'requests (ms since navigation):', ...r.requests.map(([t, u]) => `  ${String(Math.round(t)).padStart(6)}  ${u}`));
  lines.push('', 'main-thread tasks of 12.5 ms or more (50 ms on a phone):');
  for (const t of r.trace.tasks)
    lines.push(`  ${String(Math.round(t.at)).padStart(6)}  ${ms(t.ms).padStart(7)}  ${t.parts.map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
  const total = r.commits.reduce((a, c) => a + c.rendered, 0);
  lines.push('', `React: ${r.commits.length} commits, ${total} components rendered`);
  r.commits.forEach((c, i) => {
    if (c.rendered >= 100) lines.push(`  #${i + 1} at ${Math.round(c.at)} ms, ${c.rendered}: ${c.top.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  });
  lines.push('', 'CPU by function, callees included (ms):', ...r.profile.map(([k, v]) => `  ${v.toFixed(1).padStart(8)}  ${k}`));
  return lines.join('\n');
}
