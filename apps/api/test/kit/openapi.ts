import { routes, type RouteName } from '@prepa/shared';
import type { FastifyInstance } from 'fastify';

/**
 * The endpoints of the table outside the OpenAPI description of the test application: the
 * metrics route is hidden, the NotchPay ones exist only with NotchPay configured.
 */
export type MatrixName = Exclude<
  RouteName,
  'metrics' | 'payments.notchpayWebhook' | 'payments.notchpayReturn'
>;

/** The OpenAPI key (`METHOD /path/{param}/`) of an endpoint of the table. */
export function operationKey(name: RouteName): string {
  const { method, path } = routes[name];
  return `${method} ${path.replace(/:([A-Za-z]\w*)/g, '{$1}').replace(/\*$/, '{*}')}`;
}

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
