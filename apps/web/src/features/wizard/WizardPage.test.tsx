import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { exercise } from '../../test-utils/fixtures';
import { fakeApi, renderRoute, signIn } from '../../test-utils/render';
import WizardPage from './WizardPage';

afterEach(() => {
  cleanup();
  session.clear();
});

const PATH = '/dashboard/exercises/:examTypeSlug?/:examSlug?/:practice?';
const here = () => screen.getByTestId('location').textContent;
const examType = {
  id: 1,
  slug: 'tcf-canada',
  name: 'TCF Canada',
  description: '',
  exerciseCount: 4,
  examCount: 1,
};
const exam = {
  id: 1,
  slug: 'tcf-ce',
  name: 'Compréhension écrite',
  description: '',
  type: 'READING',
  exam_type: 1,
  exam_type_slug: 'tcf-canada',
  exam_type_name: 'TCF Canada',
  difficulty: 3,
  nb_exercice: 4,
  isFavorite: false,
};

function api(
  exercises = [1, 2, 3, 4].map((i) => exercise(i, i === 4 ? { locked: true, lock_reason: 'package' } : {})),
) {
  return fakeApi({
    'catalog.examTypes': () => [examType],
    'catalog.exams': () => [exam],
    'catalog.examExercises': () => exercises,
    'catalog.addFavorite': () => ({ slug: 'tcf-ce', isFavorite: true }),
  });
}

describe('wizard screen', () => {
  it('When a learner goes through the 4 steps, then the URL follows, back works and an exercise starts', async () => {
    signIn();
    const calls = api();
    renderRoute(<WizardPage />, { url: '/dashboard/exercises', path: PATH });
    expect(screen.getByText('Étape 1 / 4')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'TCF Canada' }));
    await waitFor(() => expect(here()).toBe('/dashboard/exercises/tcf-canada'));
    expect(screen.getByText('Étape 2 / 4')).toBeTruthy();

    // The favourite persists through the API.
    const star = await screen.findByRole('button', { name: 'Marquer « Compréhension écrite » comme favori' });
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/exam/tcf-ce/favorite/')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Compréhension écrite' }));
    await waitFor(() => expect(here()).toBe('/dashboard/exercises/tcf-canada/tcf-ce'));
    fireEvent.click(await screen.findByRole('button', { name: 'Choisir un exercice' }));
    await waitFor(() => expect(here()).toBe('/dashboard/exercises/tcf-canada/tcf-ce/exam'));
    expect(screen.getByText('Étape 4 / 4')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Acheter un forfait' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acheter un forfait' }).getAttribute('href')).toBe(
      '/packages?examtype=tcf-canada',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(here()).toBe('/dashboard/exercises/tcf-canada/tcf-ce'));
    fireEvent.click(await screen.findByRole('button', { name: 'Choisir un exercice' }));
    fireEvent.click(await screen.findByRole('button', { name: /Commencer.*Série 2$/ }));
    await waitFor(() => expect(here()).toBe('/exercice/ex-2'));
  });

  it('When arriving from the home page with ?examTypeSlug= and toasts in the query, then step 2 shows and the toasts appear once', async () => {
    api();
    renderRoute(<WizardPage />, {
      url: '/dashboard/exercises?examTypeSlug=tcf-canada&success=Inscription%20r%C3%A9ussie',
      path: PATH,
    });
    await waitFor(() => expect(here()).toBe('/dashboard/exercises/tcf-canada'));
    expect(screen.getByText('Étape 2 / 4')).toBeTruthy();
    expect(document.querySelectorAll('[data-toast="success"]')).toHaveLength(1);
    // Anonymous: no favourite toggle.
    await screen.findByRole('button', { name: 'Compréhension écrite' });
    expect(screen.queryByRole('button', { name: /comme favori/ })).toBeNull();
  });

  it('When an anonymous visitor chooses training, then login comes first with a redirect back', async () => {
    api();
    renderRoute(<WizardPage />, { url: '/dashboard/exercises/tcf-canada/tcf-ce', path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Commencer l’entraînement' }));
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fexercice-training%2Ftcf-ce'));
  });

  it('When the exam has no exercise, then the warning toast and the empty state show', async () => {
    signIn();
    api([]);
    renderRoute(<WizardPage />, { url: '/dashboard/exercises/tcf-canada/tcf-ce/exam', path: PATH });
    expect(await screen.findByText('Aucun exercice disponible')).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-toast="warning"]')?.textContent).toContain(
        'Aucun exercice disponible pour cet examen',
      ),
    );
  });
});
