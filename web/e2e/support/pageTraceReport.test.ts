import { describe, expect, it } from 'vitest';
import { formatReport, inclusiveTime, longTasks, mainThread } from './pageTraceReport';
import type { CpuProfile, TraceEvent } from './pageTraceReport';

// Trace clocks do not start at 0: times here are ms after an arbitrary origin.
const ev = (name: string, tsMs: number, durMs?: number, tid = 1): TraceEvent => ({
  name,
  ts: (5_000 + tsMs) * 1000,
  ...(durMs === undefined ? {} : { dur: durMs * 1000 }),
  pid: 1,
  tid,
});

describe('page trace summaries (npm run profile:page)', () => {
  it('given two threads, then the main thread is the one that parsed the HTML', () => {
    expect(mainThread([ev('ParseHTML', 1, 1, 7), ev('ParseHTML', 2, 1, 7), ev('ParseHTML', 3, 1, 9)])).toBe('1:7');
  });

  it('given tasks before and after the first paint, then only those after it block, 4x slower on a phone', () => {
    const events = [
      ev('navigationStart', 0),
      ev('ParseHTML', 1, 1),
      ev('RunTask', 10, 100), // before the first paint: not blocking
      ev('firstContentfulPaint', 200),
      ev('RunTask', 300, 60),
      ev('v8.evaluateModule', 300, 50),
      ev('RunTask', 400, 10), // 4 x 10 = 40 ms on a phone: under 50, not blocking
      ev('largestContentfulPaint::Candidate', 900),
    ];
    const r = longTasks(events);
    expect(r.fcp).toBe(200);
    expect(r.lcp).toBe(900);
    expect(r.blockingDesktop).toBe(10);
    expect(r.blockingPhone).toBe(4 * 60 - 50);
    expect(r.tasks.map((t) => [t.at, t.ms])).toEqual([
      [10, 100],
      [300, 60],
    ]);
    expect(r.tasks[1]!.parts).toEqual([['evaluate', 50]]);
  });

  it('given samples in nested functions, then each function counts its callees once, idle left out', () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: 0 }, children: [2, 4] },
        { id: 2, callFrame: { functionName: 'render', url: '', lineNumber: 0 }, children: [3] },
        { id: 3, callFrame: { functionName: 'serializeStyles', url: '', lineNumber: 0 } },
        { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: 0 } },
      ],
      samples: [3, 3, 2, 4],
      timeDeltas: [1000, 1000, 2000, 5000],
    };
    expect(inclusiveTime(profile)).toEqual([
      ['render', 4],
      ['serializeStyles', 2],
    ]);
  });

  it('prints large commits with the components that rendered most, and skips small ones', () => {
    const text = formatReport({
      path: '/flags',
      requests: [[12, '/graphql']],
      trace: { tasks: [], fcp: 200, lcp: 900, blockingPhone: 190, blockingDesktop: 10 },
      profile: [['render', 4]],
      commits: [
        { at: 400, rendered: 12, top: [['div', 12]] },
        { at: 812.4, rendered: 300, top: [['Switch', 40]] },
      ],
    });
    expect(text).toContain('largest 900 ms');
    expect(text).toContain('React: 2 commits, 312 components rendered');
    expect(text).toContain('#2 at 812 ms, 300: Switch 40');
    expect(text).not.toContain('#1 ');
  });
});
