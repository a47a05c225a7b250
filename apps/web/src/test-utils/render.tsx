import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ToastProvider } from '../components/ToastProvider';
import { routes, type RouteName } from '@prepa/shared/routes';
import { configureApiClient } from '../lib/api-client';
import { session } from '../lib/session';

/**
 * Component tests: a fake API answering by the names of the endpoint table (the request's method
 * and path matched against the table; query string ignored), recording the calls.
 */
export type FakeRoute = (body: unknown, url: URL) => { status?: number; body: unknown } | unknown;

const patterns = (Object.keys(routes) as RouteName[]).map((name) => {
  const { method, path } = routes[name];
  const source = path
    .split(/(:[A-Za-z]\w*|\*$)/)
    .map((part, i) => (i % 2 ? (part === '*' ? '.+' : '[^/]+') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { name, method, re: new RegExp(`^${source}$`) };
});

/** The endpoint of the table a request is for. */
export function endpointOf(method: string, pathname: string): RouteName | undefined {
  return patterns.find((p) => p.method === method && p.re.test(pathname))?.name;
}

export function fakeApi(fakes: Partial<Record<RouteName, FakeRoute>>) {
  const calls: { name: RouteName | undefined; method: string; path: string; body: unknown; url: URL }[] = [];
  configureApiClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://test');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const path = url.pathname.replace(/^\/api/, '');
      const name = endpointOf(method, url.pathname);
      calls.push({ name, method, path, body, url });
      const route = name && fakes[name];
      if (!route) return new Response(JSON.stringify({ detail: 'introuvable' }), { status: 404 });
      const out = route(body, url) as
        { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;
      const wrapped = out && typeof out === 'object' && 'body' in out;
      return new Response(JSON.stringify(wrapped ? out.body : out), {
        status: wrapped ? (out.status ?? 200) : 200,
        headers: { 'content-type': 'application/json', ...(wrapped ? out.headers : {}) },
      });
    },
    onSessionEnded: () => {},
  });
  return calls;
}

export function signIn(user: Partial<import('@prepa/shared').User> = {}) {
  session.set({
    access: 'a',
    refresh: 'r',
    remember: false,
    user: {
      id: 1,
      username: 'awa@exemple.fr',
      email: 'awa@exemple.fr',
      first_name: 'Awa',
      last_name: 'Ndiaye',
      role: 'learner',
      last_login: '2026-03-05T13:30:00Z',
      date_joined: '2026-01-02T10:00:00Z',
      current_subscription: null,
      ...user,
    },
  });
}

/** Where the router is, for assertions. */
function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/** Renders a screen inside the app's providers at `url`, with `path` as its route pattern. */
export function renderRoute(ui: ReactNode, { url, path }: { url: string; path: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
