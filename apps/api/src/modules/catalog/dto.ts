import {
  type AudioSource,
  type Explanation,
  type Exercise,
  type ScoringProfile,
  isMcqSkill,
  scaleResult,
  scoringProfileSchema,
  type ExerciseAttemptSummary,
  type LockReason,
  type Question,
  type QuestionSubject,
  questionSubjectSchema,
  RECORDING_MAX_SECONDS,
} from '@prepa/shared';
import type { attempts } from '../../db/schema';
import { contentTypeOf } from '../media/send-file';
import type { ExerciseListRow, QuestionWithParts, ResourceRow } from './catalog.repository';

/** Public URL of a media file stored under `media/<file>`. */
export const mediaUrl = (file: string): string =>
  `/media/${file.split('/').map(encodeURIComponent).join('/')}`;

/** The MIME type a `<source type>` announces for a stored audio file (Opus in Ogg named as such). */
const sourceType = (file: string): string => {
  const lower = file.toLowerCase();
  if (lower.endsWith('.opus')) return 'audio/ogg; codecs=opus';
  return contentTypeOf(file);
};

/** A resource; its transcript only when answers may be revealed (never while an attempt is open). */
export function resourceDto(r: ResourceRow, reveal = false) {
  const url = mediaUrl(r.file);
  const out: {
    id: number;
    title: string;
    kind: 'image' | 'audio';
    image_file: string | null;
    audio_file: string | null;
    audio_sources: AudioSource[];
    transcript?: string | null;
  } = {
    id: r.id,
    title: r.title,
    kind: r.kind,
    image_file: r.kind === 'image' ? url : null,
    audio_file: r.kind === 'audio' ? url : null,
    audio_sources:
      r.kind !== 'audio'
        ? []
        : [r.file, ...(r.fallbackFile ? [r.fallbackFile] : [])].map((f) => ({
            src: mediaUrl(f),
            type: sourceType(f),
          })),
  };
  if (reveal && r.kind === 'audio') out.transcript = r.transcript;
  return out;
}

/** The stored scoring profile of an exam type, or null when it has none (or an unreadable one). */
export function scoringDto(scoring: unknown): ScoringProfile | null {
  if (scoring === null || scoring === undefined) return null;
  const parsed = scoringProfileSchema.safeParse(scoring);
  return parsed.success ? (parsed.data as ScoringProfile) : null;
}

/** The stored explanation of an MCQ, or null. */
export function explanationDto(explanation: unknown): Explanation | null {
  if (!explanation || typeof explanation !== 'object') return null;
  const e = explanation as { answer?: unknown; distractors?: unknown };
  if (typeof e.answer !== 'string' || !e.distractors || typeof e.distractors !== 'object') return null;
  return { answer: e.answer, distractors: e.distractors as Record<string, string> };
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
    speaking:
      q.questionType === 'audio'
        ? {
            tache: q.taskKind,
            objectif: q.taskGoal,
            preparation_s: q.preparationSeconds ?? 0,
            enregistrement_max_s: q.recordingMaxSeconds ?? RECORDING_MAX_SECONDS,
          }
        : null,
    ressouces: q.resources.map((r) => resourceDto(r, reveal)),
    choices: q.choices.map((c) =>
      reveal
        ? { id: c.id, slug: c.slug, choice_text: c.text, is_correct: c.isCorrect }
        : { id: c.id, slug: c.slug, choice_text: c.text },
    ),
  };
}

/** An attempt on an exercise card, with its result on the exam type's scale. */
export function attemptSummaryDto(
  row: { attempt: typeof attempts.$inferSelect; nbAnswers: number },
  e: ExerciseListRow,
): ExerciseAttemptSummary {
  const a = row.attempt;
  const mcq = isMcqSkill(e.skill);
  return {
    result: scaleResult((e.scoring ?? null) as ScoringProfile | null, {
      skill: e.skill,
      completed: a.completedAt !== null,
      total: e.nbQuestion,
      answered: row.nbAnswers,
      correct: mcq ? a.correctCount : null,
      score699: mcq ? a.score : null,
      note20: mcq ? null : a.note20,
    }),
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
