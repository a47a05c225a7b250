import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { fakeApi, renderRoute, signIn } from '../../test-utils/render';
import ProfilePage from './ProfilePage';

afterEach(() => {
  cleanup();
  session.clear();
});

const me = () => session.get()!.user!;

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const calls = fakeApi({
    'users.me': () => me(),
    'users.updateMe': (b) => ({ success: true, user: { ...me(), ...(b as object) } }),
    'auth.changePassword': () => ({ detail: 'Mot de passe modifié.' }),
    ...routes,
  });
  renderRoute(<ProfilePage />, { url: '/dashboard/profile', path: '/dashboard/profile' });
  return calls;
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
const toasts = () => Array.from(document.querySelectorAll('[data-toast]')).map((t) => t.textContent);

describe('profile screen', () => {
  it('When loaded, then the overview shows the "no package" state, the name and the last login in French', async () => {
    setup();
    expect(await screen.findByText('Aucun forfait actif')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les forfaits' }).getAttribute('href')).toBe('/packages');
    expect(screen.getByText('Awa Ndiaye')).toBeTruthy();
    expect(screen.getByTestId('last-login').textContent).toMatch(/^5 mars 2026 à \d\d:30$/);
  });

  it('When the password block has several problems, then only the first one of SPEC §5 is toasted and nothing is sent', async () => {
    const calls = setup();
    await screen.findByLabelText('Prénom');
    fireEvent.click(screen.getByRole('button', { name: /^Modifier/ }));
    fill('Nouveau mot de passe', 'court');
    fill('Confirmer le nouveau mot de passe', 'autre');
    save();
    await waitFor(() => expect(toasts().join()).toContain('Tous les champs de mot de passe sont requis'));
    fill('Mot de passe actuel', 'AncienMot2026');
    save();
    await waitFor(() => expect(toasts().join()).toContain('Les nouveaux mots de passe ne correspondent pas'));
    fill('Confirmer le nouveau mot de passe', 'court');
    save();
    await waitFor(() =>
      expect(toasts().join()).toContain('Le nouveau mot de passe doit contenir au moins 8 caractères'),
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('When the password is changed, then the change-password call carries the old one, and the profile update never a password', async () => {
    const calls = setup();
    await screen.findByLabelText('Prénom');
    fill('Prénom', 'Aïssatou');
    fireEvent.click(screen.getByRole('button', { name: /^Modifier/ }));
    fill('Mot de passe actuel', 'AncienMot2026');
    fill('Nouveau mot de passe', 'NouveauMot2026');
    fill('Confirmer le nouveau mot de passe', 'NouveauMot2026');
    save();
    await waitFor(() => expect(toasts().join()).toContain('Profil mis à jour avec succès !'));
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => c.name)).toEqual(['auth.changePassword', 'users.updateMe']);
    expect(writes[0]!.body).toMatchObject({
      old_password: 'AncienMot2026',
      new_password: 'NouveauMot2026',
    });
    expect(writes[0]!.body).not.toHaveProperty('refresh');
    expect(writes[1]!.body).toEqual({
      first_name: 'Aïssatou',
      last_name: 'Ndiaye',
      email: 'awa@exemple.fr',
      username: 'awa@exemple.fr',
    });
    expect(session.get()!.user!.first_name).toBe('Aïssatou');
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
  });

  it('When the server refuses the current password, then its message is toasted and the profile is not saved', async () => {
    const calls = setup({
      'auth.changePassword': () => ({
        status: 400,
        body: { old_password: ['Ancien mot de passe incorrect.'] },
      }),
    });
    await screen.findByLabelText('Prénom');
    fireEvent.click(screen.getByRole('button', { name: /^Modifier/ }));
    fill('Mot de passe actuel', 'Faux');
    fill('Nouveau mot de passe', 'NouveauMot2026');
    fill('Confirmer le nouveau mot de passe', 'NouveauMot2026');
    save();
    await waitFor(() => expect(toasts().join()).toContain('Ancien mot de passe incorrect.'));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('When cancelling, then the form returns to the saved values and the password block closes', async () => {
    setup();
    await screen.findByLabelText('Prénom');
    fill('Prénom', '');
    save();
    expect(await screen.findByText('Le prénom est requis')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Modifier/ }));
    fill('Mot de passe actuel', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect((screen.getByLabelText('Prénom') as HTMLInputElement).value).toBe('Awa');
    expect(screen.queryByText('Le prénom est requis')).toBeNull();
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
  });
});
