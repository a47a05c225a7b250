import type { RegisterRequest, User } from '@prepa/shared';
import { session } from '../lib/session';
import { api } from './client';

/** Signing in, creating an account and resetting a forgotten password (no session sent). */

/** Signs in, then the session is stored (localStorage with remember-me). */
export async function login(email: string, password: string, remember: boolean): Promise<User> {
  const res = await api.call('auth.login', {
    body: { username: email, password, remember_me: remember },
    auth: false,
  });
  session.set({ access: res.token.access, refresh: res.token.refresh, user: res.user, remember });
  return res.user;
}

/** A new account (username is the e-mail). */
export function register(body: Omit<RegisterRequest, 'username'>): Promise<User> {
  return api.call('auth.register', { body: { ...body, username: body.email }, auth: false });
}

export function requestPasswordReset(email: string) {
  return api.call('auth.passwordReset', { body: { email }, auth: false });
}

/** The new password, with the link's first part and token. */
export function confirmPasswordReset(first: string, token: string, password: string, confirm: string) {
  return api.call('auth.passwordResetConfirm', {
    params: { uidb64: first, token },
    body: { new_password1: password, new_password2: confirm },
    auth: false,
  });
}
