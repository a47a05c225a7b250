import type { Attempt, Exercise, ScoringProfile, Skill } from '@prepa/shared';
import { scaleResult } from '../lib/domain';

/** TCF Canada's scales, as the demo pack declares them (content/demo/pack.yaml). */
export const TCF_PROFILE: ScoringProfile = {
  language: 'fr',
  nclc: true,
  source: 'test',
  skills: {
    READING: {
      method: 'tcf-weighted',
      label: 'Score TCF',
      min: 0,
      max: 699,
      step: 1,
      outOf: true,
      estimate: true,
      cefr: [
        [600, 'C2'],
        [500, 'C1'],
        [400, 'B2'],
        [300, 'B1'],
        [200, 'A2'],
        [50, 'A1'],
      ],
    },
    LISTENING: {
      method: 'tcf-weighted',
      label: 'Score TCF',
      min: 0,
      max: 699,
      step: 1,
      outOf: true,
      estimate: true,
      cefr: [
        [600, 'C2'],
        [500, 'C1'],
        [400, 'B2'],
        [300, 'B1'],
        [200, 'A2'],
        [50, 'A1'],
      ],
    },
    WRITING: {
      method: 'note20',
      label: 'Note TCF',
      min: 0,
      max: 20,
      step: 0.5,
      outOf: true,
      estimate: true,
      cefr: [
        [16, 'C2'],
        [14, 'C1'],
        [10, 'B2'],
        [6, 'B1'],
        [2, 'A2'],
        [1, 'A1'],
      ],
    },
    SPEAKING: {
      method: 'note20',
      label: 'Note TCF',
      min: 0,
      max: 20,
      step: 0.5,
      outOf: true,
      estimate: true,
      cefr: [
        [16, 'C2'],
        [14, 'C1'],
        [10, 'B2'],
        [6, 'B1'],
        [2, 'A2'],
        [1, 'A1'],
      ],
    },
  },
};

/** IELTS band scale for reading (published Academic Reading table). */
export const IELTS_PROFILE: ScoringProfile = {
  language: 'en',
  source: 'test',
  skills: {
    READING: {
      method: 'raw-table',
      label: 'Bande IELTS',
      min: 0,
      max: 9,
      step: 0.5,
      outOf: false,
      estimate: true,
      table: {
        outOf: 40,
        rows: [
          [39, 9],
          [37, 8.5],
          [35, 8],
          [33, 7.5],
          [30, 7],
          [27, 6.5],
          [23, 6],
          [19, 5.5],
          [15, 5],
          [13, 4.5],
          [10, 4],
          [8, 3.5],
          [6, 3],
          [4, 2.5],
        ],
      },
      cefr: [
        [8.5, 'C2'],
        [7, 'C1'],
        [5.5, 'B2'],
        [4, 'B1'],
      ],
    },
  },
};

/** An attempt as GET /api/exercice-attempt/ returns it; `i` sets dates one day apart. */
export function attempt(
  i: number,
  o: Partial<Attempt> & {
    title?: string;
    skill?: Skill;
    examType?: string;
    correct?: number;
    total?: number;
  } = {},
): Attempt {
  const started = new Date(Date.UTC(2026, 0, 1 + i, 9)).toISOString();
  const done =
    o.completed_at === undefined ? new Date(Date.UTC(2026, 0, 1 + i, 10)).toISOString() : o.completed_at;
  const skill = o.skill ?? 'READING';
  const score = o.score === undefined ? (done ? 300 + i : null) : o.score;
  const ielts = o.examType === 'ielts';
  const total = o.total ?? 39;
  const result = scaleResult(ielts ? IELTS_PROFILE : TCF_PROFILE, {
    skill,
    completed: done !== null,
    total,
    answered: o.nb_answers ?? 10,
    correct: o.correct ?? null,
    score699: score,
    note20: o.note_20 ?? null,
  });
  return {
    slug: `att-${i}`,
    exercice: {
      slug: `ex-${i}`,
      title: o.title ?? `Compréhension écrite — Série ${i}`,
      type_exam: skill,
      difficulty_level: 3,
      time_limit: 3600,
      nb_question: total,
      exam: 'tcf-canada-comprehension-ecrite',
      exam_name: 'Compréhension écrite',
      examtype_slug: o.examType ?? 'tcf-canada',
      examtype_name: o.examType === 'delf' ? 'DELF' : ielts ? 'IELTS' : 'TCF Canada',
    },
    practice_type: 'exam',
    started_at: started,
    created_at: started,
    date: done ?? started,
    completed_at: done,
    time_spent: done ? 1200 : null,
    score,
    note_20: o.note_20 ?? null,
    status: done ? 1 : 0,
    deadline: null,
    nb_answers: o.nb_answers ?? 10,
    nb_correct: o.correct ?? null,
    result,
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
