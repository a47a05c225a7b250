import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import type { Attempt } from '@prepa/shared';
import { attempt } from '../../test-utils/fixtures';
import { fakeApi, renderRoute, signIn } from '../../test-utils/render';
import { filterAttempts, sortAttempts, type SortOrder, type StatusFilter } from '../../lib/history-logic';
import HistoryPage from './HistoryPage';

/** The API's list as the server answers it: filtered, sorted, one page, the total in x-total-count. */
const serverList = (list: Attempt[]) => (_body: unknown, url: URL) => {
  const q = url.searchParams;
  const matching = sortAttempts(
    filterAttempts(
      list,
      { search: q.get('search') ?? '', status: (q.get('status') ?? '') as StatusFilter },
      (slug) => `Exercice ${slug}`,
    ),
    (q.get('sort') ?? 'newest') as SortOrder,
  );
  const offset = Number(q.get('offset') ?? 0);
  const limit = Number(q.get('limit') ?? 500);
  return {
    body: matching.slice(offset, offset + limit),
    headers: { 'x-total-count': String(matching.length) },
  };
};

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
    const calls = fakeApi({ 'attempts.list': serverList(list) });
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

    // Only one page travels: 10 attempts asked, never the whole list.
    expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls.at(-1)!.url.searchParams.get('offset')).toBe('20');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'SÉRIE 1' } });
    // Série 1, 10 to 19: 11 results, back on page 1.
    await waitFor(() =>
      expect(screen.getByTestId('history-count').textContent).toContain('11 tentatives · Page 1 sur 2'),
    );
    expect(calls.at(-1)!.url.searchParams.get('search')).toBe('SÉRIE 1');

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'in_progress' } });
    expect(await screen.findByText('Aucune tentative trouvée')).toBeTruthy();
    expect(screen.getByText(/ne correspond à votre recherche/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer les filtres' }, { timeout: 3000 }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('When filters, sort and page change, then the address keeps them, and opening that address again restores the same list', async () => {
    signIn();
    const list = Array.from({ length: 23 }, (_, i) => attempt(23 - i));
    list[0] = attempt(23, { completed_at: null });
    fakeApi({ 'attempts.list': serverList(list) });
    const first = renderRoute(<HistoryPage />, { url: '/dashboard/history', path: '/dashboard/history' });
    await screen.findAllByTestId('attempt-row');
    const location = () => screen.getByTestId('location').textContent!;
    expect(location()).toBe('/dashboard/history');

    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'Série 1' } });
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'completed' } });
    fireEvent.change(screen.getByLabelText('Trier par'), { target: { value: 'oldest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const url = location();
    expect(Object.fromEntries(new URL(url, 'http://x').searchParams)).toEqual({
      q: 'Série 1',
      status: 'completed',
      sort: 'oldest',
      page: '2',
    });
    // The server answers the filtered page once the search has settled.
    await waitFor(() => expect(rows()).toEqual(['Compréhension écrite — Série 19']), { timeout: 3000 });
    const shown = rows();
    first.unmount();

    // A reload: the same address gives the same filters, sort, page and rows.
    renderRoute(<HistoryPage />, { url, path: '/dashboard/history' });
    await screen.findAllByTestId('attempt-row');
    expect((screen.getByLabelText('Rechercher') as HTMLInputElement).value).toBe('Série 1');
    expect((screen.getByLabelText('Statut') as HTMLSelectElement).value).toBe('completed');
    expect((screen.getByLabelText('Trier par') as HTMLSelectElement).value).toBe('oldest');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(rows()).toEqual(shown));

    // Clearing the filters gives back the plain address.
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'in_progress' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Effacer les filtres' }, { timeout: 3000 }));
    expect(location()).toBe('/dashboard/history');
  });

  it('When the address holds unknown or malformed values, then the defaults apply and nothing breaks', async () => {
    signIn();
    fakeApi({ 'attempts.list': () => Array.from({ length: 12 }, (_, i) => attempt(12 - i)) });
    renderRoute(<HistoryPage />, {
      url: '/dashboard/history?status=%3Cscript%3E&sort=drop&page=-4e99',
      path: '/dashboard/history',
    });
    await screen.findAllByTestId('attempt-row');
    expect((screen.getByLabelText('Statut') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Trier par') as HTMLSelectElement).value).toBe('newest');
    expect(screen.getByTestId('history-count').textContent).toContain('12 tentatives · Page 1 sur 2');
  });

  it('When there is no attempt, then the empty state leads to the dashboard', async () => {
    signIn();
    fakeApi({ 'attempts.list': () => [] });
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
      'attempts.list': () =>
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
