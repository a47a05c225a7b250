import { routes, type RouteName } from '@prepa/shared';

/**
 * A route's method and URL from the endpoint table (packages/shared/src/routes.ts), relative
 * to the prefix of the plugin registering it: `app.route({ ...endpoint(app, 'catalog.exams'), … })`.
 * A route that is not in the table does not compile; a plugin registered under the wrong
 * prefix fails at start-up.
 */
export function endpoint<N extends RouteName>(app: { prefix: string }, name: N) {
  const { method, path } = routes[name];
  if (!path.startsWith(`${app.prefix}/`)) {
    throw new Error(`la route ${name} (${path}) n'est pas sous le préfixe ${app.prefix || '/'}`);
  }
  return { method, url: path.slice(app.prefix.length) };
}
