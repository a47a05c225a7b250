import {
  type Exercise,
  type ExerciseAttemptSummary,
  type LockReason,
  type Question,
  type QuestionSubject,
  questionSubjectSchema,
} from '@prepa/shared';
import type { attempts } from '../../db/schema';
import type { ExerciseListRow, QuestionWithParts, ResourceRow } from './catalog.repository';

/** Public URL of a media file stored under `media/<file>`. */
export const mediaUrl = (file: string): string =>
  `/media/${file.split('/').map(encodeURIComponent).join('/')}`;

export function resourceDto(r: ResourceRow) {
  const url = mediaUrl(r.file);
  return {
    id: r.id,
    title: r.title,
    kind: r.kind,
    image_file: r.kind === 'image' ? url : null,
    audio_file: r.kind === 'audio' ? url : null,
  };
}

export function subjectDto(subject: unknown): QuestionSubject | null {
  if (subject === null || subject === undefined) return null;
  const parsed = questionSubjectSchema.safeParse(subject);
  return parsed.success ? parsed.data : null;
}

/** A question as served to learners; `reveal` adds is_correct to every choice. */
export function questionDto(q: QuestionWithParts, reveal: boolean): Question {
  return {
    id: q.id,
    slug: q.slug,
    order: q.order,
    question_type: q.questionType,
    question_text: q.questionText,
    subject: subjectDto(q.subject),
    level: q.level,
    expected:
      q.expectedMin === null && q.expectedMax === null ? null : { min: q.expectedMin, max: q.expectedMax },
    ressouces: q.resources.map(resourceDto),
    choices: q.choices.map((c) =>
      reveal
        ? { id: c.id, slug: c.slug, choice_text: c.text, is_correct: c.isCorrect }
        : { id: c.id, slug: c.slug, choice_text: c.text },
    ),
  };
}

export function attemptSummaryDto(a: typeof attempts.$inferSelect): ExerciseAttemptSummary {
  return {
    slug: a.slug,
    practice_type: a.practiceType,
    started_at: a.startedAt.toISOString(),
    completed_at: a.completedAt?.toISOString() ?? null,
    time_spent: a.timeSpent,
    score: a.score,
    status: a.status,
  };
}

export function exerciseDto(
  e: ExerciseListRow,
  extra: {
    rank: number;
    lock: { locked: boolean; reason: LockReason };
    attempts: ExerciseAttemptSummary[];
  },
): Exercise {
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    instructions: e.instructions,
    time_limit: e.timeLimit,
    nb_question: e.nbQuestion,
    type_exam: e.skill,
    difficulty_level: e.difficulty,
    exam: e.examSlug,
    exam_name: e.examName,
    examtype_slug: e.examTypeSlug,
    examtype_name: e.examTypeName,
    number: e.number,
    rank: extra.rank,
    locked: extra.lock.locked,
    lock_reason: extra.lock.reason,
    user_exercice_attempts: extra.attempts,
  };
}
