import type { FastifyInstance } from 'fastify';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. /api/exercice-attempt/{slug}/ */
  path: string;
  params: { name: string; in: 'path' | 'query' | 'header' }[];
  bodyTypes: string[];
  key: string;
}

/** Every operation of the application's OpenAPI description (`/api/docs/json`). */
export async function operations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`description OpenAPI indisponible : ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } }
      >
    >;
  };
  const out: Operation[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as Operation['method'];
      out.push({
        method,
        path: p,
        params: (op.parameters ?? []) as Operation['params'],
        bodyTypes: Object.keys(op.requestBody?.content ?? {}),
        key: `${method} ${p}`,
      });
    }
  }
  return out;
}

/** Fills `{name}` segments of an OpenAPI path. */
export function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'inconnu');
}
