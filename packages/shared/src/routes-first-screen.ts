/**
 * The endpoints the first screen calls before anything else loads (site settings, newsletter,
 * token refresh), in a file of their own so that the first screen does not carry the whole
 * table. `routes.ts` includes them: each endpoint is still named once.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
}

export const firstScreenRoutes = {
  'auth.refresh': { method: 'POST', path: '/api/auth/token/refresh/' },
  'site.settings': { method: 'GET', path: '/api/site/' },
  'newsletter.subscribe': { method: 'POST', path: '/api/newsletter/' },
} as const satisfies Record<string, RouteDef>;

/** A first-screen endpoint's path below `/api`, as the web's HTTP client takes it. */
export function firstScreenPath(name: keyof typeof firstScreenRoutes): string {
  return firstScreenRoutes[name].path.replace(/^\/api/, '');
}
