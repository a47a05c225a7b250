import type { AttemptResults, Exercise } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchAttemptResults, startAttempt } from '../../api/attempts';
import type { LocalValue } from './answer-store';
import type { AttemptSession } from './attempt-session';
import { loadLocalAttempt } from './answer-store';
import { fetchExercise, fetchQuestions } from '../../api/catalog';
import { ApiError } from '../../lib/api-client';
import { examFromDevice, forgetExamOnDevice } from './offline';

/** Why the exercise cannot be taken (shown instead of the questions). */
export class SessionProblem extends Error {
  constructor(
    public readonly kind: 'locked' | 'empty',
    /** The exercise, when it was read (its exam type names the access rule of a lock). */
    public readonly exercise?: Exercise,
  ) {
    super(kind);
  }
}

export function serverAnswersOf(r: AttemptResults): Record<string, LocalValue> {
  const out: Record<string, LocalValue> = {};
  for (const q of r.exercice.questions) {
    const choice = q.user_choice[0]?.slug;
    if (choice) out[q.slug] = { kind: 'choice', choice };
    else if (q.user_aswer_audio) out[q.slug] = { kind: 'audio', mime: 'audio/webm', url: q.user_aswer_audio };
    else if (q.user_aswer_text) out[q.slug] = { kind: 'text', text: q.user_aswer_text };
  }
  return out;
}

function deadlineOf(deadline: string | null, startedAt: string, e: Exercise): number | null {
  if (deadline) return Date.parse(deadline);
  return e.time_limit && e.time_limit > 0 ? Date.parse(startedAt) + e.time_limit * 1000 : null;
}

/** What the exercise page shows first: the start screen, or the questions of an attempt being resumed. */
export type SessionStep = { kind: 'start'; exercise: Exercise } | { kind: 'resume'; session: AttemptSession };

async function withQuestions(
  slug: string,
  session: Omit<AttemptSession, 'questions'>,
  signal?: AbortSignal,
): Promise<AttemptSession> {
  const questions = [...(await fetchQuestions(slug, signal))].sort((a, b) => a.order - b.order);
  if (questions.length === 0) throw new SessionProblem('empty');
  return { ...session, questions };
}

/**
 * Reads the exercise fresh (its lock and the caller's attempts). An open exam attempt is resumed
 * with the answers the server holds; otherwise nothing is created yet: the start screen shows the
 * rules and the attempt starts only on "Commencer" (beginSession). Without the network, an exam
 * kept on this device goes on from its copy (docs/decisions/222).
 */
export async function openSession(slug: string, signal?: AbortSignal): Promise<SessionStep> {
  try {
    return await openOnline(slug, signal);
  } catch (err) {
    // Status 0: no answer at all (offline, or no answer in time). Any answer of the server wins.
    if (err instanceof ApiError && err.status === 0 && !signal?.aborted) {
      const kept = examFromDevice(slug);
      if (kept) return { kind: 'resume', session: kept };
    }
    throw err;
  }
}

async function openOnline(slug: string, signal?: AbortSignal): Promise<SessionStep> {
  const exercise = await fetchExercise(slug, signal);
  if (exercise.locked) throw new SessionProblem('locked', exercise);
  if (exercise.nb_question === 0) throw new SessionProblem('empty');
  const open = exercise.user_exercice_attempts.find(
    (a) => a.completed_at === null && a.practice_type === 'exam',
  );
  if (open) {
    const r = await fetchAttemptResults(open.slug, signal);
    // The server completes an attempt whose time ran out: then the learner starts a new one.
    if (r.completed_at === null) {
      const session = await withQuestions(
        slug,
        {
          exercise,
          attemptSlug: r.slug,
          deadlineMs: deadlineOf(r.deadline, r.started_at, exercise),
          clockOffsetMs: loadLocalAttempt(r.slug)?.clockOffsetMs ?? 0,
          resumed: true,
          serverAnswers: serverAnswersOf(r),
        },
        signal,
      );
      return { kind: 'resume', session };
    }
  }
  // No open exam on the server (finished elsewhere, time up): a copy on this device is stale.
  forgetExamOnDevice(slug);
  return { kind: 'start', exercise };
}

/** "Commencer": starts the attempt on the server (its clock starts now) and loads the questions. */
export async function beginSession(exercise: Exercise): Promise<AttemptSession> {
  const t0 = Date.now();
  const a = await startAttempt(exercise.slug, 'exam');
  const t1 = Date.now();
  return withQuestions(exercise.slug, {
    exercise,
    attemptSlug: a.slug,
    deadlineMs: deadlineOf(a.deadline, a.started_at, exercise),
    clockOffsetMs: Date.parse(a.started_at) - (t0 + t1) / 2,
    resumed: false,
    serverAnswers: {},
  });
}

/** One read per screen visit: never cached across visits, never retried blindly. */
export function useAttemptSession(slug: string) {
  return useQuery({
    queryKey: ['attempt-session', slug],
    queryFn: () => openSession(slug),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
