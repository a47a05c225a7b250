import type { ResultQuestion } from '@prepa/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { McqDetail } from './McqDetail';
import { filterQuestions } from './results-filter';

const q = (n: number, correct: boolean, picked: 'a' | 'b' | null): ResultQuestion => ({
  id: n,
  slug: `q${n}`,
  questionSlug: `q${n}`,
  order: n,
  question_type: 'MCQ',
  question_text: `Énoncé ${n}`,
  subject: null,
  level: 'A1',
  expected: null,
  ressouces: [],
  choices: [
    { id: n * 10, slug: 'a', choice_text: `Bon ${n}`, is_correct: true },
    { id: n * 10 + 1, slug: 'b', choice_text: `Faux ${n}`, is_correct: false },
  ],
  user_choice: picked ? [{ slug: picked, choice_text: picked === 'a' ? `Bon ${n}` : `Faux ${n}` }] : [],
  user_aswer_slug: picked ? `ans${n}` : null,
  user_aswer_text: null,
  user_aswer_audio: null,
  answer_audio_path: null,
  is_correct: correct,
  explanation: { answer: `Le document dit ${n}.`, distractors: { b: `Rien ne parle de faux ${n}.` } },
  ai_aswer: null,
  correction_state: 'none',
  human_review: null,
});
const questions = [q(1, true, 'a'), q(2, false, 'b'), q(3, false, null)];
const items = () =>
  screen
    .queryAllByRole('button', { name: /Question \d/ })
    .map((b) => b.textContent?.match(/Question \d/)?.[0]);

describe('results filters', () => {
  it('When both filters are on (default), then every question is listed; each filter hides its kind', () => {
    render(<McqDetail questions={questions} attemptSlug="att" />);
    expect(items()).toEqual(['Question 1', 'Question 2', 'Question 3']);
    fireEvent.click(screen.getByLabelText('Bonnes réponses'));
    expect(items()).toEqual(['Question 2', 'Question 3']);
    fireEvent.click(screen.getByLabelText('Bonnes réponses'));
    fireEvent.click(screen.getByLabelText('Mauvaises réponses'));
    expect(items()).toEqual(['Question 1']);
    fireEvent.click(screen.getByLabelText('Bonnes réponses'));
    expect(screen.getByText('Aucun élément trouvé')).toBeTruthy();
  });

  it('When a wrong question is expanded, then all choices show, the pick in red and the right answer named', () => {
    render(<McqDetail questions={questions} attemptSlug="att" />);
    const btn = screen.getByRole('button', { name: /Question 2/ });
    expect(btn.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(btn);
    expect(btn.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('(votre choix, incorrect)')).toBeTruthy();
    expect(screen.getByText('(bonne réponse)')).toBeTruthy();
    expect(screen.getByText(/Bonne réponse :/).parentElement?.textContent).toContain('Bon 2');
  });

  it('When a completed question is expanded, then its explanation (one line per wrong choice) and its transcript show', () => {
    const listening = {
      ...q(4, false, 'b'),
      ressouces: [
        {
          id: 7,
          title: 'Enregistrement',
          kind: 'audio' as const,
          image_file: null,
          audio_file: '/media/a.ogg',
          audio_sources: [{ src: '/media/a.ogg', type: 'audio/ogg' }],
          transcript: '— Bonjour.\n— Au revoir.',
        },
      ],
    };
    render(<McqDetail questions={[listening]} attemptSlug="att" />);
    expect(screen.queryByTestId('explanation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Question 1/ }));
    const box = screen.getByTestId('explanation');
    expect(box.textContent).toContain('Le document dit 4.');
    expect(box.textContent).toContain('« Faux 4 » : Rien ne parle de faux 4.');
    expect(screen.getByTestId('transcript').textContent).toContain('— Au revoir.');
  });

  it('When filtering plain data, then unanswered questions count as incorrect', () => {
    expect(filterQuestions(questions, { correct: false, incorrect: true }).map((x) => x.slug)).toEqual([
      'q2',
      'q3',
    ]);
  });
});
