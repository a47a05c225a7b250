import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient, extractError } from './api-client';
import { session } from './session';

type Call = { url: string; auth: string | null; body: unknown };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Call[];
let ended: ReturnType<typeof vi.fn<() => void>>;

function serve(handler: (c: Call, n: number) => Response | Promise<Response>) {
  calls = [];
  configureApiClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const c: Call = {
        url: String(input),
        auth: headers.Authorization ?? null,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(c);
      return handler(c, calls.length);
    }) as typeof fetch,
  });
}

beforeEach(() => {
  ended = vi.fn<() => void>();
  configureApiClient({ onSessionEnded: ended });
  session.set({ access: 'ancien', refresh: 'rafraichir', user: null, remember: false });
});
afterEach(() => session.clear());

describe('refresh-once on 401', () => {
  it('When a call gets 401, then the token is refreshed once and the call retried with the new token', async () => {
    serve((c) => {
      if (c.url === '/api/auth/token/refresh/') return json(200, { access: 'nouveau' });
      return c.auth === 'Bearer nouveau'
        ? json(200, { ok: true })
        : json(401, { detail: 'expiré', code: 'token_not_valid' });
    });
    await expect(api.get('/user/')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/user/', 'Bearer ancien'],
      ['/api/auth/token/refresh/', null],
      ['/api/user/', 'Bearer nouveau'],
    ]);
    expect(calls[1]!.body).toEqual({ refresh: 'rafraichir' });
    expect(session.get()?.access).toBe('nouveau');
    expect(ended).not.toHaveBeenCalled();
  });

  it('When several calls get 401 together, then they share a single refresh', async () => {
    serve((c) => {
      if (c.url === '/api/auth/token/refresh/') return json(200, { access: 'nouveau' });
      return c.auth === 'Bearer nouveau' ? json(200, { url: c.url }) : json(401, { detail: 'expiré' });
    });
    await Promise.all([api.get('/user/'), api.get('/exercice-attempt/'), api.get('/user/stat')]);
    expect(calls.filter((c) => c.url === '/api/auth/token/refresh/')).toHaveLength(1);
  });

  it('When the refresh fails, then the session is cleared and the app is told to go to login', async () => {
    serve((c) =>
      c.url === '/api/auth/token/refresh/'
        ? json(401, { detail: 'refusé' })
        : json(401, { detail: 'expiré' }),
    );
    await expect(api.get('/user/')).rejects.toMatchObject({ status: 401 });
    expect(session.get()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('When the retried call gets 401 again, then there is no second refresh and the user is logged out', async () => {
    serve((c) =>
      c.url === '/api/auth/token/refresh/' ? json(200, { access: 'nouveau' }) : json(401, { detail: 'non' }),
    );
    await expect(api.get('/user/')).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((c) => c.url === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(session.get()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('When there is no session, then a 401 is just an error (no refresh, no redirect)', async () => {
    session.clear();
    serve(() => json(401, { detail: "Informations d'authentification non fournies." }));
    await expect(api.get('/user/')).rejects.toMatchObject({
      status: 401,
      message: "Informations d'authentification non fournies.",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.auth).toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });

  it("When the API answers 403 'Token non valide.', then the user is logged out", async () => {
    serve(() => json(403, { detail: 'Token non valide.' }));
    await expect(api.get('/user/')).rejects.toMatchObject({ status: 403 });
    expect(session.get()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('When the API answers another 403, then the session is kept', async () => {
    serve(() => json(403, { detail: "Vous n'avez pas la permission d'effectuer cette action." }));
    await expect(api.get('/exercice/x/')).rejects.toMatchObject({ status: 403 });
    expect(session.get()).not.toBeNull();
  });
});

describe('timeout and errors', () => {
  it('When the server does not answer within the timeout, then a French timeout error is thrown', async () => {
    serve(
      () =>
        new Promise<Response>(() => {
          /* never answers */
        }),
    );
    // The fake fetch ignores the abort signal: wire it like a real fetch would.
    configureApiClient({
      fetch: ((_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )) as typeof fetch,
    });
    await expect(api.get('/exam-type/', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      message: 'Le serveur met trop de temps à répondre. Veuillez réessayer.',
    });
  });

  it('When a DRF error comes back, then its readable message is extracted', () => {
    expect(extractError({ detail: 'Pas trouvé.' }, 'x')).toBe('Pas trouvé.');
    expect(
      extractError({ non_field_errors: ['Impossible de se connecter avec les identifiants fournis.'] }, 'x'),
    ).toBe('Impossible de se connecter avec les identifiants fournis.');
    expect(extractError({ email: ["L'email n'est pas valide"], password: ['court'] }, 'x')).toBe(
      "L'email n'est pas valide",
    );
    expect(extractError({ code: 'x', success: false }, 'repli')).toBe('repli');
    expect(extractError('<html>502</html>', 'repli')).toBe('repli');
    expect(extractError(null, 'repli')).toBe('repli');
  });

  it('When a field error is present, then ApiError.field reads it', async () => {
    serve(() => json(400, { username: ['Un compte existe déjà avec cette adresse email'] }));
    const err = await api.post('/user/create/', {}, { auth: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).field('username')).toBe('Un compte existe déjà avec cette adresse email');
  });
});
