import type { Attempt, Exercise, Skill } from '@prepa/shared';

/** An attempt as GET /api/exercice-attempt/ returns it; `i` sets dates one day apart. */
export function attempt(
  i: number,
  o: Partial<Attempt> & { title?: string; skill?: Skill; examType?: string } = {},
): Attempt {
  const started = new Date(Date.UTC(2026, 0, 1 + i, 9)).toISOString();
  const done =
    o.completed_at === undefined ? new Date(Date.UTC(2026, 0, 1 + i, 10)).toISOString() : o.completed_at;
  return {
    slug: `att-${i}`,
    exercice: {
      slug: `ex-${i}`,
      title: o.title ?? `Compréhension écrite — Série ${i}`,
      type_exam: o.skill ?? 'READING',
      difficulty_level: 3,
      time_limit: 3600,
      nb_question: 39,
      exam: 'tcf-canada-comprehension-ecrite',
      exam_name: 'Compréhension écrite',
      examtype_slug: o.examType ?? 'tcf-canada',
      examtype_name: o.examType === 'delf' ? 'DELF' : 'TCF Canada',
    },
    practice_type: 'exam',
    started_at: started,
    created_at: started,
    date: done ?? started,
    completed_at: done,
    time_spent: done ? 1200 : null,
    score: o.score === undefined ? (done ? 300 + i : null) : o.score,
    note_20: o.note_20 ?? null,
    status: done ? 1 : 0,
    deadline: null,
    nb_answers: 10,
  };
}

export function exercise(i: number, o: Partial<Exercise> = {}): Exercise {
  return {
    id: i,
    slug: `ex-${i}`,
    title: `Compréhension écrite — Série ${i}`,
    instructions: 'Lisez les documents et répondez.',
    time_limit: 3600,
    nb_question: 39,
    type_exam: 'READING',
    difficulty_level: 3,
    exam: 'tcf-canada-comprehension-ecrite',
    exam_name: 'Compréhension écrite',
    examtype_slug: 'tcf-canada',
    examtype_name: 'TCF Canada',
    number: i,
    rank: i - 1,
    locked: false,
    lock_reason: null,
    user_exercice_attempts: [],
    ...o,
  };
}
