/**
 * @flagstream/openfeature-usage-hook: an OpenFeature hook that counts evaluations made by SDKs
 * that evaluate locally (flagd in-process, in-memory providers, or any provider) and sends the
 * counts to Flagstream's usage insights, `POST /api/usage/impressions`, with the environment's
 * client key (browsers) or server key (Node).
 *
 * - Counting is a map increment in `after`/`error` (flag, variant, reason, minute); nothing is
 *   sent per evaluation.
 * - Counts are posted every `flushIntervalMs`, as soon as `maxBatch` cells wait, on `flush()` /
 *   `close()`, and in browsers when the page is hidden or left (`pagehide`, `visibilitychange`)
 *   with `fetch(..., { keepalive: true })` so the post outlives the page. (`navigator.sendBeacon`
 *   cannot send the Authorization header the endpoint needs, so keepalive fetch takes its place.)
 * - The buffer is bounded (`maxBufferedCells`); what does not fit is dropped and counted in
 *   `stats().dropped`. Failed posts that may succeed later (network, 429, 5xx) are kept for the
 *   next flush; refused ones (400, 401, 413) are dropped and reported to `onError`.
 * - It never throws into the application: every failure goes to `onError` (default: ignored).
 *
 * Works with `@openfeature/server-sdk` and `@openfeature/web-sdk` (the hook methods are synchronous).
 */

/** The endpoint's limits (README "Usage insights"): at most 500 items and 64 KiB per post, buckets within the last 24 h. */
export const IMPRESSIONS_MAX_ITEMS = 500;
const MAX_AGE_MS = 23 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const REASONS = new Set(['STATIC', 'TARGETING_MATCH', 'SPLIT', 'DEFAULT', 'DISABLED', 'ERROR', 'CACHED', 'UNKNOWN']);

export interface UsageHookOptions {
  /** Flagstream's origin, e.g. `https://flags.example.com` (the path `/api/usage/impressions` is added). */
  url: string;
  /** The environment's client key (browsers) or server key (Node). */
  apiKey: string;
  /** How often counts are sent; default 10 s. */
  flushIntervalMs?: number;
  /** Send as soon as this many (flag, variant, reason, minute) cells wait; default 200 (at most 500). */
  maxBatch?: number;
  /** At most this many cells are kept while Flagstream cannot be reached; default 5,000. */
  maxBufferedCells?: number;
  /** Where failures go (the hook never throws); default: ignored. */
  onError?: (error: unknown) => void;
  /** Flush when a browser page is hidden or left (pagehide / visibilitychange); default true where there is a document. */
  flushOnPageHide?: boolean;
  /** Node: send what is left when the process runs out of work (beforeExit); default true. Call close() on signals. */
  flushOnExit?: boolean;
  /** For tests and unusual runtimes: the fetch to use (default globalThis.fetch). */
  fetch?: typeof fetch;
  /** For tests: the clock (default Date.now). */
  now?: () => number;
  /** For tests: where page lifecycle events come from (default globalThis when a document exists). */
  lifecycleTarget?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** What the hook reads of an evaluation (the shape of OpenFeature's hook context and evaluation details). */
export interface UsageHookContext {
  readonly flagKey: string;
}
export interface UsageEvaluationDetails {
  readonly flagKey: string;
  readonly variant?: string;
  readonly reason?: string;
  readonly errorCode?: string;
}

export interface UsageHookStats {
  /** evaluations counted since the hook was made */
  counted: number;
  /** evaluations posted and accepted (202) */
  sent: number;
  /** evaluations dropped: buffer full, refused by the server, or too old to send */
  dropped: number;
  /** evaluations waiting to be sent */
  pending: number;
  /** posts made */
  posts: number;
}

interface NodeLikeProcess {
  once(event: 'beforeExit', listener: () => void): unknown;
  removeListener(event: 'beforeExit', listener: () => void): unknown;
}

interface Cell {
  flagKey: string;
  variant: string;
  reason: string;
  bucket: number;
  count: number;
}

/** The variant a count is kept under: the server's own naming for answers without one. */
function variantOf(variant: string | undefined, reason: string | undefined): string {
  if (typeof variant === 'string' && variant !== '' && variant.length <= 100 && !variant.includes('\t')) return variant;
  if (reason === 'DISABLED') return 'disabled';
  if (reason === 'ERROR' || reason === undefined) return 'error';
  return 'default';
}

/**
 * The hook. Register it once (`OpenFeature.addHooks(hook)`) and call `close()` when the app
 * stops (Node) so the last counts are sent.
 */
export class FlagstreamUsageHook {
  readonly name = 'flagstream-usage';
  private readonly endpoint: string;
  private readonly apiKey: string;
  private readonly intervalMs: number;
  private readonly maxBatch: number;
  private readonly maxCells: number;
  private readonly onError: (e: unknown) => void;
  private readonly doFetch: typeof fetch | undefined;
  private readonly now: () => number;
  private cells = new Map<string, Cell>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private inFlight: Promise<void> | null = null;
  private pausedUntil = 0;
  private closed = false;
  private readonly lifecycle: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  private readonly stat: UsageHookStats = { counted: 0, sent: 0, dropped: 0, pending: 0, posts: 0 };

  constructor(options: UsageHookOptions) {
    this.endpoint = `${String(options.url ?? '').replace(/\/+$/, '')}/api/usage/impressions`;
    this.apiKey = options.apiKey;
    this.intervalMs = Math.max(1000, options.flushIntervalMs ?? 10_000);
    this.maxBatch = Math.min(IMPRESSIONS_MAX_ITEMS, Math.max(1, options.maxBatch ?? 200));
    this.maxCells = Math.max(this.maxBatch, options.maxBufferedCells ?? 5000);
    this.onError = (e) => {
      try {
        options.onError?.(e);
      } catch {
        /* an error handler's own failure is not the app's problem */
      }
    };
    this.doFetch = options.fetch ?? (typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined);
    this.now = options.now ?? Date.now;
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    // Node: the timer must not keep the process alive
    (this.timer as { unref?: () => void }).unref?.();
    const hasDocument = typeof (globalThis as { document?: unknown }).document !== 'undefined';
    this.lifecycle =
      options.flushOnPageHide === false
        ? null
        : options.lifecycleTarget !== undefined
          ? options.lifecycleTarget
          : hasDocument && typeof globalThis.addEventListener === 'function'
            ? globalThis
            : null;
    this.lifecycle?.addEventListener('pagehide', this.onPageHide);
    this.lifecycle?.addEventListener('visibilitychange', this.onVisibility);
    const proc = (globalThis as { process?: NodeLikeProcess }).process;
    this.proc = options.flushOnExit !== false && !hasDocument && typeof proc?.once === 'function' ? proc : null;
    this.proc?.once('beforeExit', this.onExit);
  }

  private readonly proc: NodeLikeProcess | null;
  private readonly onExit = () => void this.close();

  private readonly onPageHide = () => void this.flush({ keepalive: true });
  private readonly onVisibility = () => {
    const doc = (globalThis as { document?: { visibilityState?: string } }).document;
    if (!doc || doc.visibilityState === 'hidden') void this.flush({ keepalive: true });
  };

  /** OpenFeature `after`: one successful evaluation. */
  after(_hookContext: UsageHookContext, details: UsageEvaluationDetails): void {
    try {
      const reason = details.reason && REASONS.has(details.reason) ? details.reason : 'UNKNOWN';
      this.count(details.flagKey, variantOf(details.variant, reason), details.errorCode ? 'ERROR' : reason);
    } catch (e) {
      this.onError(e);
    }
  }

  /** OpenFeature `error`: one evaluation that failed (counted as variant "error", reason ERROR). */
  error(hookContext: UsageHookContext, _error: unknown): void {
    try {
      this.count(hookContext.flagKey, 'error', 'ERROR');
    } catch (e) {
      this.onError(e);
    }
  }

  /** Counts one evaluation (also usable without OpenFeature). */
  count(flagKey: string, variant: string, reason = 'UNKNOWN', n = 1): void {
    if (this.closed || typeof flagKey !== 'string' || flagKey.length < 1 || flagKey.length > 100 || !(n >= 1)) return;
    const bucket = Math.floor(this.now() / MINUTE_MS) * MINUTE_MS;
    const id = `${flagKey}\u0000${variant}\u0000${reason}\u0000${bucket}`;
    const cell = this.cells.get(id);
    this.stat.counted += n;
    if (cell) cell.count += n;
    else if (this.cells.size >= this.maxCells) {
      this.stat.dropped += n;
      return;
    } else this.cells.set(id, { flagKey, variant, reason: REASONS.has(reason) ? reason : 'UNKNOWN', bucket, count: n });
    if (this.cells.size >= this.maxBatch && !this.inFlight) void this.flush();
  }

  /** Counters of what the hook did. */
  stats(): UsageHookStats {
    let pending = 0;
    for (const c of this.cells.values()) pending += c.count;
    return { ...this.stat, pending };
  }

  /**
   * Sends what was counted (in posts of at most `maxBatch` cells). Never rejects; one flush at a
   * time (a call during a flush waits for it, then sends what came in meanwhile).
   */
  flush(opts: { keepalive?: boolean } = {}): Promise<void> {
    const run = async (): Promise<void> => {
      try {
        await this.sendAll(opts.keepalive === true);
      } catch (e) {
        this.onError(e);
      }
    };
    const next = (this.inFlight ?? Promise.resolve()).then(run);
    const mine: Promise<void> = next.finally(() => {
      if (this.inFlight === mine) this.inFlight = null;
    });
    this.inFlight = mine;
    return mine;
  }

  /** Stops the timer and the page listeners, and sends what is left. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.lifecycle?.removeEventListener('pagehide', this.onPageHide);
    this.lifecycle?.removeEventListener('visibilitychange', this.onVisibility);
    this.proc?.removeListener('beforeExit', this.onExit);
    await this.flush();
    this.closed = true;
  }

  private async sendAll(keepalive: boolean): Promise<void> {
    if (this.cells.size === 0) return;
    if (!this.doFetch) {
      this.onError(new Error('flagstream usage hook: no fetch in this runtime; counts are not sent'));
      return;
    }
    if (this.now() < this.pausedUntil && !keepalive) return;
    const oldest = this.now() - MAX_AGE_MS;
    const all = [...this.cells.values()];
    this.cells = new Map();
    const fresh: Cell[] = [];
    for (const c of all) {
      if (c.bucket < oldest) this.stat.dropped += c.count;
      else fresh.push(c);
    }
    for (let i = 0; i < fresh.length; i += this.maxBatch) {
      const batch = fresh.slice(i, i + this.maxBatch);
      const outcome = await this.post(batch, keepalive);
      if (outcome === 'retry') {
        // keep this batch and the rest for the next flush
        for (const c of fresh.slice(i)) this.keep(c);
        return;
      }
    }
  }

  /** Puts a cell back after a failed post (merging with counts made meanwhile), within the bound. */
  private keep(c: Cell): void {
    const id = `${c.flagKey}\u0000${c.variant}\u0000${c.reason}\u0000${c.bucket}`;
    const cur = this.cells.get(id);
    if (cur) cur.count += c.count;
    else if (this.cells.size >= this.maxCells) this.stat.dropped += c.count;
    else this.cells.set(id, c);
  }

  private async post(batch: Cell[], keepalive: boolean): Promise<'ok' | 'dropped' | 'retry'> {
    const n = batch.reduce((a, c) => a + c.count, 0);
    const body = JSON.stringify({
      impressions: batch.map((c) => ({ flagKey: c.flagKey, variant: c.variant, reason: c.reason, bucket: new Date(c.bucket).toISOString(), count: c.count })),
    });
    let res: Response;
    try {
      this.stat.posts++;
      res = await this.doFetch!(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}` },
        body,
        keepalive,
      });
    } catch (e) {
      this.onError(e);
      return 'retry';
    }
    if (res.status === 202 || res.ok) {
      try {
        const r = (await res.json()) as { accepted?: number; rejected?: number };
        if (typeof r.rejected === 'number' && r.rejected > 0)
          this.onError(new Error(`flagstream usage hook: ${r.rejected} impression(s) refused (unknown flag or old bucket)`));
      } catch {
        /* the counts arrived; the answer's body does not matter */
      }
      this.stat.sent += n;
      return 'ok';
    }
    const text = await res.text().catch(() => '');
    const err = new Error(`flagstream usage hook: POST /api/usage/impressions answered ${res.status} ${text.slice(0, 300)}`);
    this.onError(err);
    if (res.status === 429 || res.status >= 500) {
      const after = Number(res.headers.get('retry-after'));
      this.pausedUntil = this.now() + (Number.isFinite(after) && after > 0 ? after * 1000 : this.intervalMs);
      return 'retry';
    }
    this.stat.dropped += n;
    return 'dropped';
  }
}

/** Makes the hook: `OpenFeature.addHooks(createUsageHook({ url, apiKey }))`. */
export const createUsageHook = (options: UsageHookOptions): FlagstreamUsageHook => new FlagstreamUsageHook(options);
