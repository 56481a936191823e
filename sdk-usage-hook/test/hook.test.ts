import { describe, expect, it } from 'vitest';
import type { Hook as ServerHook } from '@openfeature/server-sdk';
import type { Hook as WebHook } from '@openfeature/web-sdk';
import { FlagstreamUsageHook, createUsageHook } from '../src';
import type { UsageHookOptions } from '../src';

const T0 = Date.UTC(2026, 10, 24, 10, 0, 30);

interface Post {
  url: string;
  init: RequestInit;
  body: { impressions: Array<{ flagKey: string; variant: string; reason: string; bucket: string; count: number }> };
}

/** A fetch that records posts and answers what `answer` says (a status, or a thrown network error). */
function recorder(answer: (n: number) => number | 'network' = () => 202) {
  const posts: Post[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    posts.push({ url, init, body: JSON.parse(String(init.body)) });
    const a = answer(posts.length);
    if (a === 'network') throw new TypeError('fetch failed');
    return new Response(a === 202 ? JSON.stringify({ accepted: 1, rejected: 0 }) : JSON.stringify({ error: { code: 'X' } }), {
      status: a,
      headers: a === 429 ? { 'retry-after': '2' } : {},
    });
  }) as unknown as typeof globalThis.fetch;
  return { posts, fetch };
}

function hookWith(o: Partial<UsageHookOptions> & { clock?: { t: number } } = {}) {
  const clock = o.clock ?? { t: T0 };
  const errors: unknown[] = [];
  const rec = recorder();
  const hook = createUsageHook({
    url: 'https://flags.example.com/',
    apiKey: 'srv_key',
    fetch: o.fetch ?? rec.fetch,
    now: () => clock.t,
    onError: (e) => errors.push(e),
    lifecycleTarget: null,
    flushIntervalMs: 3_600_000,
    ...o,
  });
  return { hook, clock, errors, posts: rec.posts };
}

const details = (flagKey: string, variant?: string, reason = 'SPLIT') => ({ flagKey, variant, reason, value: variant === 'on' });

describe('the OpenFeature usage hook (issue 20)', () => {
  it('is an OpenFeature hook for the server and the web SDKs', () => {
    const { hook } = hookWith();
    const server: ServerHook = hook;
    const web: WebHook = hook;
    expect(server).toBe(web);
    expect(hook.name).toBe('flagstream-usage');
  });

  it('batches counts per flag, variant, reason and minute into one post with the environment key', async () => {
    const { hook, clock, posts } = hookWith();
    for (let i = 0; i < 80; i++) hook.after({ flagKey: 'new_checkout' }, details('new_checkout', 'off'));
    for (let i = 0; i < 20; i++) hook.after({ flagKey: 'new_checkout' }, details('new_checkout', 'on'));
    hook.after({ flagKey: 'banner' }, { flagKey: 'banner', reason: 'STATIC' });
    hook.error({ flagKey: 'missing' }, new Error('FLAG_NOT_FOUND'));
    clock.t += 60_000;
    hook.after({ flagKey: 'new_checkout' }, details('new_checkout', 'on'));
    expect(hook.stats()).toMatchObject({ counted: 103, pending: 103, sent: 0 });
    await hook.flush();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('https://flags.example.com/api/usage/impressions');
    expect(posts[0]!.init.method).toBe('POST');
    expect((posts[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer srv_key');
    expect(posts[0]!.body.impressions).toEqual([
      { flagKey: 'new_checkout', variant: 'off', reason: 'SPLIT', bucket: '2026-11-24T10:00:00.000Z', count: 80 },
      { flagKey: 'new_checkout', variant: 'on', reason: 'SPLIT', bucket: '2026-11-24T10:00:00.000Z', count: 20 },
      { flagKey: 'banner', variant: 'default', reason: 'STATIC', bucket: '2026-11-24T10:00:00.000Z', count: 1 },
      { flagKey: 'missing', variant: 'error', reason: 'ERROR', bucket: '2026-11-24T10:00:00.000Z', count: 1 },
      { flagKey: 'new_checkout', variant: 'on', reason: 'SPLIT', bucket: '2026-11-24T10:01:00.000Z', count: 1 },
    ]);
    expect(hook.stats()).toMatchObject({ counted: 103, pending: 0, sent: 103, dropped: 0, posts: 1 });
    await hook.flush();
    expect(posts).toHaveLength(1); // nothing new, nothing sent
  });

  it('flushes on size: maxBatch cells send at once, in posts of at most maxBatch items', async () => {
    const { hook, posts } = hookWith({ maxBatch: 3 });
    for (const k of ['a', 'b']) hook.after({ flagKey: k }, details(k, 'on'));
    expect(posts).toHaveLength(0);
    hook.after({ flagKey: 'c' }, details('c', 'on'));
    await hook.flush();
    expect(posts.map((p) => p.body.impressions.length)).toEqual([3]);
    for (const k of ['d', 'e', 'f', 'g', 'h', 'i', 'j']) hook.count(k, 'on', 'SPLIT');
    await hook.flush();
    expect(posts.slice(1).every((p) => p.body.impressions.length <= 3)).toBe(true);
    expect(hook.stats()).toMatchObject({ sent: 10, pending: 0 });
  });

  it('flushes on its interval', async () => {
    const { hook, posts } = hookWith({ flushIntervalMs: 1000, now: Date.now });
    hook.count('a', 'on');
    await new Promise((r) => setTimeout(r, 1300));
    expect(posts).toHaveLength(1);
    await hook.close();
  });

  it('keeps counts when Flagstream cannot be reached or says "later" (429, 5xx), within a bounded buffer; never throws', async () => {
    let answer: number | 'network' = 'network';
    const rec = recorder(() => answer);
    const { hook, clock, errors } = hookWith({ fetch: rec.fetch, maxBufferedCells: 3, maxBatch: 3 });
    hook.count('a', 'on');
    hook.count('b', 'on');
    await expect(hook.flush()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(hook.stats()).toMatchObject({ pending: 2, sent: 0 });
    // bounded: a fourth distinct cell does not fit, existing cells still count
    hook.count('c', 'on');
    hook.count('d', 'on');
    hook.count('a', 'on');
    expect(hook.stats()).toMatchObject({ pending: 4, dropped: 1 });
    answer = 429;
    await hook.flush();
    expect(hook.stats()).toMatchObject({ pending: 4, sent: 0 });
    // Retry-After: 2 s: no post before, one after
    const before = rec.posts.length;
    await hook.flush();
    expect(rec.posts.length).toBe(before);
    clock.t += 2500;
    answer = 202;
    await hook.flush();
    expect(hook.stats()).toMatchObject({ pending: 0, sent: 4, dropped: 1 });
    // the hook methods never throw, whatever they are given
    expect(() => hook.after({ flagKey: 'x' }, null as never)).not.toThrow();
    expect(() => hook.error(null as never, null)).not.toThrow();
  });

  it('drops what the server refuses (400, 401, 413) and what is too old to be taken, and says so', async () => {
    const rec = recorder(() => 401);
    const { hook, clock, errors } = hookWith({ fetch: rec.fetch });
    hook.count('a', 'on');
    await hook.flush();
    expect(hook.stats()).toMatchObject({ pending: 0, sent: 0, dropped: 1 });
    expect(String(errors[0])).toContain('401');
    const offline = recorder(() => 'network');
    const h2 = hookWith({ fetch: offline.fetch, clock });
    h2.hook.count('old', 'on');
    await h2.hook.flush();
    clock.t += 24 * 3_600_000;
    await h2.hook.flush();
    expect(h2.hook.stats()).toMatchObject({ pending: 0, dropped: 1 });
  });

  it('in browsers, sends with keepalive when the page is hidden or left; close() stops listening and sends the rest', async () => {
    const target = new EventTarget();
    const { hook, posts } = hookWith({ lifecycleTarget: target });
    hook.count('a', 'on');
    target.dispatchEvent(new Event('pagehide'));
    await hook.flush();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.init.keepalive).toBe(true);
    hook.count('b', 'on');
    await hook.close();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.init.keepalive).toBe(false);
    target.dispatchEvent(new Event('pagehide'));
    hook.count('c', 'on');
    await hook.flush();
    expect(posts).toHaveLength(2);
    expect(hook).toBeInstanceOf(FlagstreamUsageHook);
  });
});
