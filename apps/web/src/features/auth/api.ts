import type { LoginResponse, RegisterRequest, User } from '@prepa/shared';
import { api } from '../../lib/api-client';
import { session } from '../../lib/session';

/** POST /api/auth-token, then the session is stored (localStorage with remember-me). */
export async function login(email: string, password: string, remember: boolean): Promise<User> {
  const res = await api.post<LoginResponse>(
    '/auth-token',
    { username: email, password, remember_me: remember },
    { auth: false },
  );
  session.set({ access: res.token.access, refresh: res.token.refresh, user: res.user, remember });
  return res.user;
}

/** POST /api/user/create/ (username is the e-mail). */
export function register(body: Omit<RegisterRequest, 'username'>): Promise<User> {
  return api.post<User>('/user/create/', { ...body, username: body.email }, { auth: false });
}

/** GET /api/user/ refreshes the cached user. */
export async function fetchMe(): Promise<User> {
  const user = await api.get<User>('/user/');
  session.update({ user });
  return user;
}

/** POST /api/password-reset/ */
export function requestPasswordReset(email: string): Promise<{ detail: string }> {
  return api.post('/password-reset/', { email }, { auth: false });
}

/** POST /api/password-reset-confirm/{first}/{token}/ */
export function confirmPasswordReset(
  first: string,
  token: string,
  password: string,
  confirm: string,
): Promise<{ detail: string }> {
  return api.post(
    `/password-reset-confirm/${encodeURIComponent(first)}/${encodeURIComponent(token)}/`,
    { new_password1: password, new_password2: confirm },
    { auth: false },
  );
}
