import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** Route layout that provides TanStack Query to every nested route. */
export const WithQuery = lazy(() => import('./QueryBoundary'));

/**
 * A component from a lazy module, rendered inside the query provider once both are loaded;
 * nothing (or `fallback`) meanwhile. Used for parts of always-present or first-screen UI that
 * need server state (footer links, contact button, home catalogue sections).
 */
/**
 * When a deferred part starts loading: 'now' (after render), 'visible' (its place nears the
 * viewport), 'interaction' (the first scroll, touch, click or key). A first screen that shows
 * none of them then costs no query library, no chunk and no request on mobile data.
 */
export type LoadWhen = 'now' | 'visible' | 'interaction';

const INTERACTIONS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

function useStartWhen(when: LoadWhen) {
  const ref = useRef<HTMLDivElement>(null);
  const [go, setGo] = useState(when === 'now');
  useEffect(() => {
    if (go) return;
    const start = () => setGo(true);
    if (when === 'visible' && typeof IntersectionObserver !== 'undefined' && ref.current) {
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin: '300px 0px',
      });
      io.observe(ref.current);
      return () => io.disconnect();
    }
    if (when === 'interaction' || when === 'visible') {
      for (const e of INTERACTIONS) window.addEventListener(e, start, { once: true, passive: true });
      return () => {
        for (const e of INTERACTIONS) window.removeEventListener(e, start);
      };
    }
  }, [go, when]);
  return { ref, go };
}

export function lazyWithQuery<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  when: LoadWhen = 'now',
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
    const { ref, go } = useStartWhen(when);
    if (!go) return when === 'visible' ? <div ref={ref}>{fallback}</div> : fallback;
    return (
      <Suspense fallback={fallback}>
        <Inner {...props} />
      </Suspense>
    );
  };
}
