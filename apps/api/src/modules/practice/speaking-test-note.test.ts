import { describe, expect, it } from 'vitest';
import type { AnswerRow } from './practice.repository';
import { expressionScore } from './practice.service';

/** A spoken answer as stored: a recording and, once corrected, its note (null when not assessed). */
const spoken = (questionId: number, note: number | null, state = 'done') =>
  ({
    questionId,
    answerText: null,
    audioKey: `audio/${questionId}.webm`,
    correctionState: state,
    correction: { analyse_tcf: { note_estimee_20: note } },
  }) as unknown as AnswerRow;

describe('the speaking test note (decision 146)', () => {
  it('is one /20, the mean of the three tasks, never on the 699 scale', () => {
    expect(expressionScore([spoken(1, 12), spoken(2, 9), spoken(3, 10.5)], [1, 2, 3])).toEqual({
      note: 10.5,
      score: null,
    });
  });

  it('counts a task left without a recording as 0', () => {
    expect(expressionScore([spoken(1, 12), spoken(3, 9)], [1, 2, 3]).note).toBe(7);
  });

  it('gives no note while a recorded task has no assessed content (no transcript)', () => {
    expect(expressionScore([spoken(1, 12), spoken(2, null), spoken(3, 9)], [1, 2, 3]).note).toBeNull();
    expect(expressionScore([spoken(1, null), spoken(2, null), spoken(3, null)], [1, 2, 3])).toEqual({
      note: null,
      score: null,
    });
  });
});
