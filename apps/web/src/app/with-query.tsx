import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** Route layout that provides TanStack Query to every nested route. */
export const WithQuery = lazy(() => import('./QueryBoundary'));

/**
 * A component from a lazy module, rendered inside the query provider once both are loaded;
 * nothing (or `fallback`) meanwhile. Used for parts of always-present or first-screen UI that
 * need server state (footer links, contact button, home catalogue sections).
 */
export function lazyWithQuery<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
) {
  const Inner = lazy(async () => {
    const [Component, { default: Boundary }] = await Promise.all([load(), import('./QueryBoundary')]);
    return {
      default: (props: P) => (
        <Boundary>
          <Component {...props} />
        </Boundary>
      ),
    };
  });
  return function LazyWithQuery(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Inner {...props} />
      </Suspense>
    );
  };
}
