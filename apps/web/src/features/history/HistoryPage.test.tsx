import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { attempt } from '../../test-utils/fixtures';
import { fakeApi, renderRoute, signIn } from '../../test-utils/render';
import HistoryPage from './HistoryPage';

afterEach(() => {
  cleanup();
  session.clear();
});

const rows = () =>
  screen.getAllByTestId('attempt-row').map((r) => within(r).getByRole('heading').textContent);

describe('history screen', () => {
  it('When there are 23 attempts, then 10 show per page, the pager moves, and a search goes back to page 1', async () => {
    signIn();
    const list = Array.from({ length: 23 }, (_, i) => attempt(23 - i)); // newest first, as the API answers
    list[0] = attempt(23, { completed_at: null });
    fakeApi({ 'GET /exercice-attempt/': () => list });
    renderRoute(<HistoryPage />, { url: '/dashboard/history', path: '/dashboard/history' });

    await screen.findAllByTestId('attempt-row');
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toBe('Compréhension écrite — Série 23');
    expect(screen.getByTestId('history-count').textContent).toContain('Page 1 sur 3');
    // The unfinished one resumes the exercise; a completed one opens its results.
    expect(screen.getAllByRole('link', { name: /^Reprendre/ })[0]!.getAttribute('href')).toBe(
      '/exercice/ex-23',
    );
    expect(screen.getAllByRole('link', { name: /^Voir les résultats/ })[0]!.getAttribute('href')).toBe(
      '/exercice-results/att-22',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'SÉRIE 1' } });
    // Série 1, 10 to 19: 11 results, back on page 1.
    expect(screen.getByTestId('history-count').textContent).toContain('11 tentatives · Page 1 sur 2');

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'in_progress' } });
    expect(screen.getByText('Aucune tentative trouvée')).toBeTruthy();
    expect(screen.getByText(/ne correspond à votre recherche/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(rows()).toHaveLength(10);
  });

  it('When there is no attempt, then the empty state leads to the dashboard', async () => {
    signIn();
    fakeApi({ 'GET /exercice-attempt/': () => [] });
    renderRoute(<HistoryPage />, { url: '/dashboard/history', path: '/dashboard/history' });
    expect(await screen.findByText('Aucune tentative trouvée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('When loading fails, then the error box, the toast and a working retry appear', async () => {
    signIn();
    let fail = true;
    fakeApi({
      'GET /exercice-attempt/': () =>
        fail ? { status: 503, body: { detail: 'Service indisponible.' } } : [attempt(1)],
    });
    renderRoute(<HistoryPage />, { url: '/dashboard/history', path: '/dashboard/history' });
    expect(await screen.findByText('Erreur de chargement')).toBeTruthy();
    expect(screen.getByText('Service indisponible.')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-toast="error"]')?.textContent).toContain(
        "Impossible de charger l'historique",
      ),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Compréhension écrite — Série 1')).toBeTruthy();
  });
});
