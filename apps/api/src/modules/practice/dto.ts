import { type Attempt, EXAM_TIME_GRACE_SECONDS } from '@prepa/shared';
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
  };
}
