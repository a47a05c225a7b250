/** Latency and outcome counters of a load run. */
export class Recorder {
  private latencies: number[] = [];
  readonly statuses = new Map<string, number>();
  count = 0;

  add(status: number | string, ms: number) {
    this.count++;
    this.latencies.push(ms);
    const k = String(status);
    this.statuses.set(k, (this.statuses.get(k) ?? 0) + 1);
  }

  summary(seconds: number) {
    const l = [...this.latencies].sort((a, b) => a - b);
    const q = (p: number) => Math.round(l[Math.min(l.length - 1, Math.floor(p * l.length))] ?? 0);
    const errors = [...this.statuses].filter(([k]) => !/^2|^3/.test(k)).reduce((s, [, v]) => s + v, 0);
    return {
      requests: this.count,
      requestsPerSecond: Math.round(this.count / seconds),
      p50Ms: q(0.5),
      p99Ms: q(0.99),
      maxMs: Math.round(l[l.length - 1] ?? 0),
      errors,
      statuses: Object.fromEntries(this.statuses),
    };
  }
}
