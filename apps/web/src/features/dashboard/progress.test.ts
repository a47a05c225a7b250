import { describe, expect, it } from 'vitest';
import { attempt } from '../../test-utils/fixtures';
import { progressByExamType } from './progress';

describe('progress over time', () => {
  it('When attempts of several exams are done, then each exam type and skill gets its own card on its own scale', () => {
    const list = [
      attempt(1, { score: 560 }), // oldest: outside the 5 recent ones
      attempt(2, { score: 300 }),
      attempt(3, { score: 420 }),
      attempt(4, { score: 460 }),
      attempt(5, { completed_at: null }),
      attempt(6, { score: 410 }),
      attempt(7, { score: 380 }),
      attempt(8, { score: null, skill: 'WRITING', note_20: 12.5 }),
      attempt(9, { examType: 'ielts', correct: 3, total: 4 }),
    ];
    const cards = progressByExamType(list);
    expect(cards.map((c) => `${c.examTypeName}:${c.skill}`)).toEqual([
      'IELTS:READING',
      'TCF Canada:READING',
      'TCF Canada:WRITING',
    ]);
    const [ielts, reading, writing] = cards;
    // 3/4 -> 30/40 -> band 7 in the Academic Reading table; no NCLC for IELTS.
    expect(ielts).toMatchObject({
      values: [7],
      max: 9,
      hasNclc: false,
      bestRecent: { display: '7', cefr: 'C1' },
    });
    expect(reading).toMatchObject({
      values: [560, 300, 420, 460, 410, 380],
      count: 6,
      max: 699,
      last: { value: 380 },
      bestRecent: { value: 460, nclc: '7' }, // 560 is older than the 5 latest; reading 453-498
      hasNclc: true,
    });
    // Writing reads the note /20: 12.5 -> NCLC 8.
    expect(writing).toMatchObject({ max: 20, bestRecent: { value: 12.5, nclc: '8' } });
  });

  it('When an attempt had nothing assessed, then it stays out of the trend and is counted apart', () => {
    const cards = progressByExamType([
      attempt(1, { score: 120 }),
      attempt(2, { score: null, nb_answers: 0 }),
    ]);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ values: [120], count: 1, notAssessed: 1, bestRecent: { nclc: null } });
  });
});
