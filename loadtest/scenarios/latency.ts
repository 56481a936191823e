/** Latencies in 0.1 ms buckets up to 10 s (and one bucket above): exact enough for p99, O(1) per sample, no sample kept. */
export class LatencyHistogram {
  private static readonly BUCKETS = 100_001;
  private readonly counts = new Uint32Array(LatencyHistogram.BUCKETS);
  count = 0;
  max = 0;

  record(ms: number): void {
    const i = Math.min(LatencyHistogram.BUCKETS - 1, Math.max(0, Math.round(ms * 10)));
    this.counts[i]!++;
    this.count++;
    if (ms > this.max) this.max = ms;
  }

  /** the latency (ms) below which `p` percent of the samples fall; NaN when empty */
  percentile(p: number): number {
    if (this.count === 0) return NaN;
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen >= rank) return i === LatencyHistogram.BUCKETS - 1 ? this.max : i / 10;
    }
    return this.max;
  }

  add(other: LatencyHistogram): void {
    for (let i = 0; i < this.counts.length; i++) this.counts[i]! += other.counts[i]!;
    this.count += other.count;
    this.max = Math.max(this.max, other.max);
  }

  reset(): void {
    this.counts.fill(0);
    this.count = 0;
    this.max = 0;
  }
}
