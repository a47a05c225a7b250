import { messages } from '../../lib/messages';

/**
 * The rules of an answer, written once: which choice a learner's pick names, which choice is the
 * right one, and what a question accepts as an answer. Used by answer submission (practice) and
 * by the training check of a choice (catalog).
 */

interface Choice {
  id: number;
  slug: string;
  isCorrect: boolean;
}

/** The choice picked by numeric id, or by slug or id as a string; undefined when none matches. */
export function matchChoice<C extends { id: number; slug: string }>(
  choices: C[],
  choice: string | number,
): C | undefined {
  return choices.find((c) =>
    typeof choice === 'number' ? c.id === choice : c.slug === choice || String(c.id) === choice,
  );
}

/** The right choice of an MCQ (the first marked correct). */
export const rightChoiceOf = <C extends Choice>(choices: C[]): C | undefined =>
  choices.find((c) => c.isCorrect);

/** What a learner sent for one question. */
export interface AnswerFields {
  choice?: string | number;
  answer_text?: string;
  audio?: unknown;
}

export type AnswerCheck<C> =
  | { ok: true; kind: 'choice'; choice: C }
  | { ok: true; kind: 'text'; text: string }
  | { ok: true; kind: 'audio' }
  | { ok: false; field: 'choice' | 'answer_text' | 'audio_file'; message: string };

/**
 * Whether the fields answer the question: an MCQ needs one of its choices, an audio question a
 * recording, any other a non-blank text (a recording sent alone to a written question is refused).
 * The failure names the field and the message the learner sees.
 */
export function checkAnswer<C extends { id: number; slug: string }>(
  q: { questionType: string; choices: C[] },
  input: AnswerFields,
): AnswerCheck<C> {
  const m = messages.practice;
  if (q.questionType === 'MCQ') {
    if (input.choice === undefined) return { ok: false, field: 'choice', message: m.choiceRequired };
    const picked = matchChoice(q.choices, input.choice);
    return picked
      ? { ok: true, kind: 'choice', choice: picked }
      : { ok: false, field: 'choice', message: m.choiceNotInQuestion };
  }
  if (q.questionType === 'audio') {
    return input.audio
      ? { ok: true, kind: 'audio' }
      : { ok: false, field: 'audio_file', message: m.audioRequired };
  }
  if (input.audio && !input.answer_text) {
    return { ok: false, field: 'audio_file', message: m.audioNotExpected };
  }
  const text = input.answer_text?.trim() ?? '';
  return text
    ? { ok: true, kind: 'text', text }
    : { ok: false, field: 'answer_text', message: m.textRequired };
}
