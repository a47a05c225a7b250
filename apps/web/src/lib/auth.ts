import { api } from './api-client';
import { session } from './session';

/** Logs out: the server revokes the refresh token; a failing call is only logged (SPEC §4). */
export async function logout(): Promise<void> {
  const refresh = session.get()?.refresh;
  session.clear();
  if (!refresh) return;
  try {
    await api.post('/logout/', { refresh }, { auth: false });
  } catch (err) {
    console.warn('Déconnexion côté serveur impossible', err);
  }
}
