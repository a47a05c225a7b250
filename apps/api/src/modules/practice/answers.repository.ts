import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx, PreparedQuery } from '../../db/client';
import { answers, attempts, exercises } from '../../db/schema';
import type { AttemptRow } from './attempts.repository';

export type AnswerRow = typeof answers.$inferSelect;

/** See saveAnswerIfOpen. */
const SAVE_ANSWER_IF_OPEN = `
  with target as (
    select a.id, a.practice_type
    from attempts a join exercises e on e.id = a.exercise_id
    where a.slug = $1 and a.user_id = $2 and a.exercise_id = $3 and a.completed_at is null
      and not (a.practice_type = 'exam' and coalesce(e.time_limit, 0) > 0
               and $4::timestamptz > a.started_at + make_interval(secs => e.time_limit + $5::int))
  ), previous as (
    select x.audio_key from answers x join target t on x.attempt_id = t.id where x.question_id = $6
  ), saved as (
    insert into answers (slug, attempt_id, question_id, user_id, choice_id, answer_text, is_correct)
    select $7, t.id, $6, $2, $8::int, $9::text, $10::boolean from target t
    on conflict (attempt_id, question_id) do update set
      choice_id = excluded.choice_id, answer_text = excluded.answer_text, audio_key = null,
      audio_mime = null, audio_duration_ms = null, is_correct = excluded.is_correct,
      correction = null, correction_state = 'none', correction_error = null, updated_at = $4::timestamptz
    returning answers.id, answers.slug, answers.correction_state, (answers.xmax = 0) as inserted
  )
  select s.id, s.slug, s.correction_state, s.inserted, t.practice_type,
         (select audio_key from previous) as previous_audio
  from saved s cross join target t`;

/** Answers to the questions of an attempt, and their saving while the attempt is open. */
export function createAnswersRepository(db: DbOrTx, prepared: PreparedQuery) {
  // Read by every results and completion call, prepared once (parsed and planned once per connection).
  const answersOfAttempt = db
    .select()
    .from(answers)
    .where(eq(answers.attemptId, sql.placeholder('attemptId')))
    .prepare('answers_of_attempt');

  return {
    async answersOf(attemptId: number): Promise<AnswerRow[]> {
      return answersOfAttempt.execute({ attemptId });
    },

    async findAnswer(attemptId: number, questionId: number) {
      const [row] = await db
        .select()
        .from(answers)
        .where(and(eq(answers.attemptId, attemptId), eq(answers.questionId, questionId)))
        .limit(1);
      return row;
    },

    async findAnswerOfUser(slug: string, userId: number) {
      const [row] = await db
        .select()
        .from(answers)
        .where(and(eq(answers.slug, slug), eq(answers.userId, userId)))
        .limit(1);
      return row;
    },

    /** Inserts or replaces the answer of (attempt, question): one answer per question. */
    upsertAnswer: (values: typeof answers.$inferInsert) => upsertAnswerWith(db, values),

    /**
     * Saves an answer under a lock on its attempt, only while the attempt is open and on time
     * (same test as saveAnswerIfOpen). `beforeSave` runs under the lock with the answer already
     * there, if any: it writes the recording and answers 'save', or answers 'keep' to leave the
     * stored answer as it is, or throws to refuse (nothing written). A completion waits for it and
     * then sees the answer, and concurrent uploads for one question take turns. Undefined, with
     * nothing written, when the attempt is closed or overdue; else the saved (or kept) row, whether
     * it is new, and the recording key of the answer it replaced.
     */
    async saveAnswerLocked(
      p: { attemptId: number; questionId: number; graceSeconds: number; now: Date },
      values: typeof answers.$inferInsert,
      beforeSave: (previous: AnswerRow | undefined) => Promise<'save' | 'keep'>,
    ): Promise<{ row: AnswerRow; created: boolean; previousAudioKey: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const open = await tx
          .select({ id: attempts.id })
          .from(attempts)
          .innerJoin(exercises, eq(exercises.id, attempts.exerciseId))
          .where(
            and(
              eq(attempts.id, p.attemptId),
              isNull(attempts.completedAt),
              sql`not (${attempts.practiceType} = 'exam' and coalesce(${exercises.timeLimit}, 0) > 0
                and ${p.now.toISOString()}::timestamptz > ${attempts.startedAt}
                  + make_interval(secs => ${exercises.timeLimit} + ${p.graceSeconds}::int))`,
            ),
          )
          .for('update', { of: attempts });
        if (!open.length) return undefined;
        const [previous] = await tx
          .select()
          .from(answers)
          .where(and(eq(answers.attemptId, p.attemptId), eq(answers.questionId, p.questionId)));
        if ((await beforeSave(previous)) === 'keep' && previous) {
          return { row: previous, created: false, previousAudioKey: null };
        }
        const row = await upsertAnswerWith(tx, values);
        return { row, created: !previous, previousAudioKey: previous?.audioKey ?? null };
      });
    },

    /** Recording keys that answers point to, among `keys` (the orphan sweep). */
    async referencedAudioKeys(keys: string[]): Promise<Set<string>> {
      if (!keys.length) return new Set();
      const rows = await db
        .select({ key: answers.audioKey })
        .from(answers)
        .where(inArray(answers.audioKey, keys));
      return new Set(rows.map((r) => r.key!));
    },

    /**
     * One statement for a choice or a text answer: inserts or replaces the answer of (attempt,
     * question) only when the attempt is the user's, of this exercise, open and not past its
     * deadline plus the grace (same test as isOverdue, on the server clock `now`). Returns nothing
     * when any of these fails; the caller then finds out which (404, 409 or 400) the long way.
     */
    async saveAnswerIfOpen(p: {
      attemptSlug: string;
      userId: number;
      exerciseId: number;
      questionId: number;
      newSlug: string;
      choiceId: number | null;
      answerText: string | null;
      isCorrect: boolean | null;
      graceSeconds: number;
      now: Date;
    }) {
      const [row] = await prepared<{
        id: number;
        slug: string;
        correction_state: AnswerRow['correctionState'];
        inserted: boolean;
        practice_type: AttemptRow['practiceType'];
        previous_audio: string | null;
      }>('answer_save_if_open', SAVE_ANSWER_IF_OPEN, [
        p.attemptSlug,
        p.userId,
        p.exerciseId,
        p.now.toISOString(),
        p.graceSeconds,
        p.questionId,
        p.newSlug,
        p.choiceId,
        p.answerText,
        p.isCorrect,
      ]);
      return row;
    },

    /** Marks the expression answers (text or audio) of an attempt as waiting for correction. */
    async markExpressionAnswersPending(attemptId: number) {
      await db
        .update(answers)
        .set({ correctionState: 'pending', updatedAt: new Date() })
        .where(
          and(
            eq(answers.attemptId, attemptId),
            ne(answers.correctionState, 'done'),
            sql`(${answers.answerText} is not null or ${answers.audioKey} is not null)`,
          ),
        );
    },
  };
}

/** Inserts or replaces the answer of (attempt, question): one answer per question. */
async function upsertAnswerWith(db: DbOrTx, values: typeof answers.$inferInsert): Promise<AnswerRow> {
  const [row] = await db
    .insert(answers)
    .values(values)
    .onConflictDoUpdate({
      target: [answers.attemptId, answers.questionId],
      set: {
        choiceId: values.choiceId ?? null,
        answerText: values.answerText ?? null,
        audioKey: values.audioKey ?? null,
        audioMime: values.audioMime ?? null,
        audioDuration: values.audioDuration ?? null,
        isCorrect: values.isCorrect ?? null,
        correction: null,
        correctionState: 'none',
        correctionError: null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}
