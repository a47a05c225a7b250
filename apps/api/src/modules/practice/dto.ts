import {
  type Attempt,
  EXAM_TIME_GRACE_SECONDS,
  type ScaledResult,
  type ScoringProfile,
  isMcqSkill,
  scaleResult,
} from '@prepa/shared';
import type { AttemptWithExercise } from './practice.repository';

/** Instant after which a timed exam attempt accepts no answer (null when untimed or in training). */
export function deadlineOf(a: AttemptWithExercise): Date | null {
  const limit = a.exercise.timeLimit;
  if (a.attempt.practiceType !== 'exam' || !limit || limit <= 0) return null;
  return new Date(a.attempt.startedAt.getTime() + limit * 1000);
}

/** True when the deadline plus the grace has passed on an open attempt. */
export function isOverdue(a: AttemptWithExercise, now = new Date()): boolean {
  const d = deadlineOf(a);
  return (
    a.attempt.completedAt === null &&
    d !== null &&
    now.getTime() > d.getTime() + EXAM_TIME_GRACE_SECONDS * 1000
  );
}

/** Public URL of a recorded answer (served to its owner only). */
export const answerAudioUrl = (answerSlug: string) => `/api/answer/${answerSlug}/audio`;

export function attemptExerciseDto(a: AttemptWithExercise) {
  const e = a.exercise;
  return {
    slug: e.slug,
    title: e.title,
    type_exam: e.skill,
    difficulty_level: e.difficulty,
    time_limit: e.timeLimit,
    nb_question: e.nbQuestion,
    exam: e.examSlug,
    exam_name: e.examName,
    examtype_slug: e.examTypeSlug,
    examtype_name: e.examTypeName,
  };
}

/** Scoring profile of the attempt's exam type (validated at import; null: default profile). */
export const profileOf = (a: AttemptWithExercise) => (a.exercise.scoring ?? null) as ScoringProfile | null;

/** The attempt's result on its exam type's scale, from what is stored (a fresher note may be passed). */
export function resultOf(a: AttemptWithExercise, note20: number | null = a.attempt.note20): ScaledResult {
  const t = a.attempt;
  const mcq = isMcqSkill(a.exercise.skill);
  return scaleResult(profileOf(a), {
    skill: a.exercise.skill,
    completed: t.completedAt !== null,
    total: a.exercise.nbQuestion,
    answered: a.nbAnswers,
    correct: mcq ? t.correctCount : null,
    score699: mcq ? t.score : null,
    note20: mcq ? null : note20,
  });
}

export function attemptDto(a: AttemptWithExercise): Attempt {
  const t = a.attempt;
  return {
    slug: t.slug,
    exercice: attemptExerciseDto(a),
    practice_type: t.practiceType,
    started_at: t.startedAt.toISOString(),
    created_at: t.createdAt.toISOString(),
    date: (t.completedAt ?? t.startedAt).toISOString(),
    completed_at: t.completedAt?.toISOString() ?? null,
    time_spent: t.timeSpent,
    score: t.score,
    note_20: t.note20,
    status: t.status,
    deadline: deadlineOf(a)?.toISOString() ?? null,
    nb_answers: a.nbAnswers,
    nb_correct: t.completedAt !== null && isMcqSkill(a.exercise.skill) ? t.correctCount : null,
    result: resultOf(a),
  };
}
