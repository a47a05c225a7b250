import { common } from './messages';
import { session } from './session';
import { firstScreenPath } from '@prepa/shared/routes-first-screen';

/**
 * The one way the web app talks to the API: base `/api`, JSON, 60 s timeout,
 * `Authorization: Bearer` when signed in, one refresh-and-retry on 401, and a
 * logout (then the login screen) when the session cannot be saved (SPEC §4).
 */

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** A field error of a DRF 400 answer (`{"field": ["message"]}`). */
  field(name: string): string | undefined {
    const v = (this.data as Record<string, unknown> | null)?.[name];
    if (typeof v === 'string') return v;
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
    return undefined;
  }
}

/** The readable message of a DRF error body: detail, then non_field_errors, then the first field error. */
export function extractError(data: unknown, fallback: string): string {
  if (typeof data === 'string') return data.trim() && !data.trim().startsWith('<') ? data : fallback;
  if (!data || typeof data !== 'object') return fallback;
  const d = data as Record<string, unknown>;
  const first = (v: unknown): string | undefined => {
    if (typeof v === 'string' && v) return v;
    if (Array.isArray(v))
      for (const x of v) {
        const f = first(x);
        if (f) return f;
      }
    if (v && typeof v === 'object') return first(Object.values(v as Record<string, unknown>)[0]);
    return undefined;
  };
  if (typeof d.detail === 'string' && d.detail) return d.detail;
  if (typeof d.message === 'string' && d.message) return d.message;
  if (typeof d.error === 'string' && d.error) return d.error;
  const nfe = first(d.non_field_errors);
  if (nfe) return nfe;
  for (const [k, v] of Object.entries(d)) {
    if (k === 'code' || k === 'success') continue;
    const f = first(v);
    if (f) return f;
  }
  return fallback;
}

/** The server's message of a failed call, else the screen's own text (SPEC §8 pattern). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message || fallback;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** Default true: send the stored token. */
  auth?: boolean;
  timeoutMs?: number;
  /** Sees the headers of a successful answer (a list's x-total-count). */
  onHeaders?: (headers: Headers) => void;
}

type Fetch = typeof fetch;
interface ClientHooks {
  fetch: Fetch;
  /** Called once the session is cleared because it cannot be recovered. */
  onSessionEnded: () => void;
}

const hooks: ClientHooks = {
  fetch: (...args) => globalThis.fetch(...args),
  onSessionEnded: () => {
    if (typeof window === 'undefined') return;
    const here = window.location.pathname + window.location.search;
    if (window.location.pathname !== '/login') {
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    }
  },
};

/** Replaces fetch or the end-of-session behaviour (tests, the router). */
export function configureApiClient(h: Partial<ClientHooks>): void {
  Object.assign(hooks, h);
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${url}?${s}` : url;
}

async function send(path: string, o: RequestOptions, token: string | null): Promise<Response> {
  const controller = new AbortController();
  const timeout = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    o.timeoutMs ?? API_TIMEOUT_MS,
  );
  const onAbort = () => controller.abort(o.signal?.reason);
  o.signal?.addEventListener('abort', onAbort);
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (o.body instanceof FormData) body = o.body;
  else if (o.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await hooks.fetch(buildUrl(path, o.query), {
      method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: controller.signal,
    });
  } catch (err) {
    if (o.signal?.aborted) throw err;
    if (controller.signal.aborted) throw new ApiError(common.timeout, 0);
    throw new ApiError(common.networkError, 0);
  } finally {
    clearTimeout(timeout);
    o.signal?.removeEventListener('abort', onAbort);
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * Exchanges the refresh token for a new pair (each refresh token is used once; a used one sent
 * again ends the session on the server). Concurrent 401s of this tab share one call, and tabs
 * sharing the stored session take turns (Web Locks): a tab that waited uses the pair the other
 * one stored instead of sending the spent token again.
 */
function refreshAccess(): Promise<string | null> {
  const started = session.get()?.refresh;
  const exchange = async (): Promise<string | null> => {
    session.reload();
    const current = session.get();
    if (!current?.refresh) return null;
    if (started && current.refresh !== started) return current.access;
    try {
      const res = await send(
        firstScreenPath('auth.refresh'),
        { method: 'POST', body: { refresh: current.refresh } },
        null,
      );
      if (!res.ok) return null;
      const data = (await readBody(res)) as { access?: unknown; refresh?: unknown } | null;
      if (!data || typeof data.access !== 'string') return null;
      session.update({
        access: data.access,
        refresh: typeof data.refresh === 'string' ? data.refresh : current.refresh,
      });
      return data.access;
    } catch {
      return null;
    }
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run = async (): Promise<string | null> =>
    locks ? await locks.request('prepa.refresh', exchange) : await exchange();
  refreshing ??= run().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession() {
  if (!session.get()) return;
  session.clear();
  hooks.onSessionEnded();
}

const isInvalidToken403 = (status: number, data: unknown) =>
  status === 403 && (data as { detail?: unknown } | null)?.detail === 'Token non valide.';

/** Sends a request and returns the parsed JSON answer; throws ApiError with a French message. */
export async function apiRequest<T>(path: string, o: RequestOptions = {}): Promise<T> {
  const useAuth = o.auth !== false;
  const token = useAuth ? (session.get()?.access ?? null) : null;
  let res = await send(path, o, token);
  let data = await readBody(res);

  if (res.status === 401 && token) {
    const fresh = await refreshAccess();
    if (!fresh) {
      endSession();
      throw new ApiError(common.sessionExpired, 401, data);
    }
    res = await send(path, o, fresh);
    data = await readBody(res);
    if (res.status === 401) {
      endSession();
      throw new ApiError(common.sessionExpired, 401, data);
    }
  }
  if (isInvalidToken403(res.status, data)) {
    endSession();
    throw new ApiError(common.sessionExpired, 403, data);
  }
  // An empty message means the server said nothing readable: screens use their own fallback text.
  if (!res.ok) throw new ApiError(extractError(data, ''), res.status, data);
  o.onHeaders?.(res.headers);
  return data as T;
}

/**
 * An authenticated binary resource (a recorded answer) as a Blob, with the same token,
 * refresh-once and error handling as JSON calls.
 */
export async function apiBlob(path: string, o: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<Blob> {
  const token = session.get()?.access ?? null;
  let res = await send(path, o, token);
  if (res.status === 401 && token) {
    const fresh = await refreshAccess();
    if (fresh) res = await send(path, o, fresh);
  }
  if (!res.ok) throw new ApiError(extractError(await readBody(res), ''), res.status);
  return res.blob();
}

export const api = {
  get: <T>(path: string, o: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...o, method: 'GET' }),
  post: <T>(path: string, body?: unknown, o: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...o, method: 'POST', body: body ?? {} }),
  patch: <T>(path: string, body: unknown, o: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...o, method: 'PATCH', body }),
  put: <T>(path: string, body: unknown, o: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...o, method: 'PUT', body }),
};
