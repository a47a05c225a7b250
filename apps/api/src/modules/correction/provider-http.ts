import { messages } from '../../lib/messages';

/** The HTTP call shared by the optional providers: bearer key, timeout, retries, French errors. */

const m = messages.correction.llm;

export class ProviderError extends Error {}

export interface ProviderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  /** Extra attempts after a timeout, a network error, a 5xx or an unreadable answer. */
  retries?: number;
  fetchImpl?: typeof fetch;
}

export async function withRetries<T>(retries: number, fn: () => Promise<T>): Promise<T> {
  let last: unknown;
  for (let i = 0; i <= retries; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      if (err instanceof ProviderError && /répondu 4\d\d/.test(err.message)) break;
      if (i < retries) await new Promise((r) => setTimeout(r, 200 * 2 ** i));
    }
  }
  throw last instanceof ProviderError ? last : new ProviderError(String(last));
}

export async function call(
  o: ProviderOptions,
  path: string,
  body: string | FormData,
  json: boolean,
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (json) headers['content-type'] = 'application/json';
  if (o.apiKey) headers.authorization = `Bearer ${o.apiKey}`;
  let res: Response;
  try {
    res = await (o.fetchImpl ?? fetch)(`${o.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? m.timeout : String(err));
  }
  if (!res.ok) throw new ProviderError(m.http(res.status));
  try {
    return await res.json();
  } catch {
    throw new ProviderError(m.garbage);
  }
}
