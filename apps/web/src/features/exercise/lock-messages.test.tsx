import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LockedView } from './LockedView';
import { fakeApi, renderRoute } from '../../test-utils/render';
import { exercise } from '../../test-utils/fixtures';
import { ExerciseCard } from '../../components/ExerciseCard';

/** GET /api/site/ with the operator's rule for two exam types (what the server applies). */
function site(tcfFree: number, ieltsFree: number) {
  return {
    whatsapp_number: null,
    social_links: [],
    figures: null,
    testimonials: [],
    support_hours: null,
    access: [
      {
        exam_type: 'tcf-canada',
        name: 'TCF Canada',
        free_exercises: tcfFree,
        free_exam_correction: true,
        exercises: 14,
        free: 4,
      },
      {
        exam_type: 'ielts',
        name: 'IELTS',
        free_exercises: ieltsFree,
        free_exam_correction: false,
        exercises: 4,
        free: 0,
      },
    ],
    default_access: { free_exercises: 1, free_exam_correction: true },
  };
}

const locked = (o: Parameters<typeof exercise>[1] = {}) =>
  exercise(5, { locked: true, lock_reason: 'package', ...o });

describe('lock messages', () => {
  it('When an exercise card is locked by a package, then it says what the operator’s rule for its exam type opens', async () => {
    fakeApi({ 'site.settings': () => site(1, 0) });
    renderRoute(<ExerciseCard exercise={locked()} onStart={() => {}} />, { url: '/', path: '/' });
    expect(
      await screen.findByText(
        'Un forfait TCF Canada ouvre cet exercice et tous les autres exercices TCF Canada, pour sa durée. Sans forfait, le premier exercice de chaque épreuve est gratuit.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/inclus dans les forfaits/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Acheter un forfait' }).getAttribute('href')).toContain(
      'tcf-canada',
    );
  });

  it('When the operator changes the rule, then the card follows it (several free, none free)', async () => {
    fakeApi({ 'site.settings': () => site(3, 0) });
    const first = renderRoute(<ExerciseCard exercise={locked()} onStart={() => {}} />, {
      url: '/',
      path: '/',
    });
    expect(
      await screen.findByText(/Sans forfait, les 3 premiers exercices de chaque épreuve sont gratuits\./),
    ).toBeTruthy();
    first.unmount();
    fakeApi({ 'site.settings': () => site(3, 0) });
    renderRoute(
      <ExerciseCard
        exercise={locked({ examtype_slug: 'ielts', examtype_name: 'IELTS' })}
        onStart={() => {}}
      />,
      { url: '/', path: '/' },
    );
    expect(await screen.findByText(/Sans forfait, aucun exercice IELTS n’est gratuit\./)).toBeTruthy();
  });

  it('When the rule cannot be read, then the card makes no claim about what is free', async () => {
    fakeApi({});
    renderRoute(<ExerciseCard exercise={locked()} onStart={() => {}} />, { url: '/', path: '/' });
    expect(await screen.findByText('Cet exercice demande un forfait de cet examen.')).toBeTruthy();
    expect(screen.queryByText(/gratuit/)).toBeNull();
  });

  it('When the exercise page opens a locked exercise, then it says the same rule and links to that exam’s packages', async () => {
    fakeApi({ 'site.settings': () => site(1, 0) });
    renderRoute(<LockedView exercise={locked()} />, { url: '/', path: '/' });
    expect(
      await screen.findByText(
        'Un forfait TCF Canada ouvre cet exercice et tous les autres exercices TCF Canada, pour sa durée. Sans forfait, le premier exercice de chaque épreuve est gratuit.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acheter un forfait' }).getAttribute('href')).toContain(
      'tcf-canada',
    );
  });
});
