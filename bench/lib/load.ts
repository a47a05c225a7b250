/** autocannon at a fixed number of connections; the figures the table shows. */
import autocannon from 'autocannon';

export interface LoadFigures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  total: number;
  /** Responses by HTTP status (what the non-2xx were). */
  statuses: Record<string, number>;
}

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Bodies used in turn (answer submission spreads over attempts and questions). */
  bodies?: { path: string; body: unknown; headers?: Record<string, string> }[];
}

export async function measure(
  target: LoadTarget,
  o: { connections?: number; seconds?: number } = {},
): Promise<LoadFigures> {
  let i = 0;
  const bodies = target.bodies;
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url: target.url,
    connections: o.connections ?? 100,
    duration: o.seconds ?? 10,
    timeout: 10,
    method: target.method ?? 'GET',
    headers: target.headers,
    setupClient(client) {
      client.on('response', (status: number) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    },
    requests: bodies
      ? [
          {
            setupRequest(req) {
              const b = bodies[i++ % bodies.length]!;
              return {
                ...req,
                path: b.path,
                headers: { ...req.headers, ...b.headers, 'content-type': 'application/json' },
                body: JSON.stringify(b.body),
              };
            },
          },
        ]
      : undefined,
  });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    total: result.requests.total,
    statuses,
  };
}
