import type { Db } from '../../db/client';
import { createJobsRepository } from '../../lib/jobs.repository';

/** Latency buckets (seconds) of the request histogram. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  count: number;
  sum: number;
  buckets: number[];
}

/** In-process request metrics per method, route pattern and status, rendered in Prometheus text. */
export function createRequestMetrics() {
  const series = new Map<string, Series>();
  return {
    observe(method: string, route: string, status: number, seconds: number) {
      const key = `${method}\u0000${route}\u0000${status}`;
      let s = series.get(key);
      if (!s) series.set(key, (s = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) }));
      s.count++;
      s.sum += seconds;
      BUCKETS.forEach((b, i) => {
        if (seconds <= b) s.buckets[i]!++;
      });
    },
    render(): string[] {
      const out = [
        '# HELP prepa_http_requests_total Requêtes HTTP traitées, par méthode, route et statut.',
        '# TYPE prepa_http_requests_total counter',
      ];
      const hist = [
        '# HELP prepa_http_request_duration_seconds Durée des requêtes HTTP, par méthode et route.',
        '# TYPE prepa_http_request_duration_seconds histogram',
      ];
      for (const [key, s] of series) {
        const [method, route, status] = key.split('\u0000');
        const l = `method="${method}",route="${escape(route!)}",status="${status}"`;
        out.push(`prepa_http_requests_total{${l}} ${s.count}`);
        BUCKETS.forEach((b, i) =>
          hist.push(`prepa_http_request_duration_seconds_bucket{${l},le="${b}"} ${s.buckets[i]}`),
        );
        hist.push(`prepa_http_request_duration_seconds_bucket{${l},le="+Inf"} ${s.count}`);
        hist.push(`prepa_http_request_duration_seconds_sum{${l}} ${s.sum.toFixed(6)}`);
        hist.push(`prepa_http_request_duration_seconds_count{${l}} ${s.count}`);
      }
      return [...out, ...hist];
    },
  };
}
export type RequestMetrics = ReturnType<typeof createRequestMetrics>;

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

/**
 * Job queue figures read from the jobs table at each scrape: jobs per queue and state, and the
 * time from queueing to the end of the jobs finished in the last hour (corrections among them).
 */
export async function jobMetrics(db: Db): Promise<string[]> {
  const jobs = createJobsRepository(db);
  const states = await jobs.stateCounts();
  const durations = await jobs.recentDurations();
  const out = [
    '# HELP prepa_jobs Tâches de fond par file et état (queued = profondeur de la file, failed = échecs définitifs).',
    '# TYPE prepa_jobs gauge',
    ...states.map((r) => `prepa_jobs{queue="${escape(r.queue)}",state="${r.state}"} ${Number(r.n)}`),
    '# HELP prepa_job_duration_seconds De la mise en file à la fin, tâches terminées dans la dernière heure (corrections comprises).',
    '# TYPE prepa_job_duration_seconds summary',
  ];
  for (const r of durations) {
    const q = `queue="${escape(r.queue)}"`;
    out.push(`prepa_job_duration_seconds{${q},quantile="0.5"} ${Number(r.p50 ?? 0).toFixed(3)}`);
    out.push(`prepa_job_duration_seconds{${q},quantile="0.95"} ${Number(r.p95 ?? 0).toFixed(3)}`);
    out.push(`prepa_job_duration_seconds_sum{${q}} ${Number(r.total ?? 0).toFixed(3)}`);
    out.push(`prepa_job_duration_seconds_count{${q}} ${Number(r.n)}`);
  }
  return out;
}
