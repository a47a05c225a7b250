import type { AttemptResults, Exercise, Question } from '@prepa/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchAttemptResults } from '../results/api/use-attempt-results';
import type { LocalValue } from './answer-store';
import { loadLocalAttempt } from './answer-store';
import { fetchExercise } from './api/use-exercise';
import { fetchQuestions } from './api/use-questions';
import { startAttempt } from './api/start-attempt';

export interface AttemptSession {
  exercise: Exercise;
  questions: Question[];
  attemptSlug: string;
  /** Instant (server clock, ms) after which no answer is accepted; null when untimed. */
  deadlineMs: number | null;
  clockOffsetMs: number;
  resumed: boolean;
  /** Answers the server already holds (resumed attempt). */
  serverAnswers: Record<string, LocalValue>;
}

/** Why the exercise cannot be taken (shown instead of the questions). */
export class SessionProblem extends Error {
  constructor(public readonly kind: 'locked' | 'empty') {
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

/**
 * Opens the exam session of an exercise: reads the exercise fresh (its lock and the caller's
 * attempts), resumes the caller's open exam attempt if there is one (with the answers the server
 * holds) instead of creating a duplicate, else starts a new attempt; then loads the questions.
 */
export async function openSession(slug: string, signal?: AbortSignal): Promise<AttemptSession> {
  const exercise = await fetchExercise(slug, signal);
  if (exercise.locked) throw new SessionProblem('locked');
  if (exercise.nb_question === 0) throw new SessionProblem('empty');
  let session: Omit<AttemptSession, 'questions'> | null = null;
  const open = exercise.user_exercice_attempts.find(
    (a) => a.completed_at === null && a.practice_type === 'exam',
  );
  if (open) {
    const r = await fetchAttemptResults(open.slug, signal);
    // The server completes an attempt whose time ran out: then a new one starts.
    if (r.completed_at === null) {
      session = {
        exercise,
        attemptSlug: r.slug,
        deadlineMs: deadlineOf(r.deadline, r.started_at, exercise),
        clockOffsetMs: loadLocalAttempt(r.slug)?.clockOffsetMs ?? 0,
        resumed: true,
        serverAnswers: serverAnswersOf(r),
      };
    }
  }
  if (!session) {
    const t0 = Date.now();
    const a = await startAttempt(exercise.slug, 'exam');
    const t1 = Date.now();
    session = {
      exercise,
      attemptSlug: a.slug,
      deadlineMs: deadlineOf(a.deadline, a.started_at, exercise),
      clockOffsetMs: Date.parse(a.started_at) - (t0 + t1) / 2,
      resumed: false,
      serverAnswers: {},
    };
  }
  const questions = [...(await fetchQuestions(slug, signal))].sort((a, b) => a.order - b.order);
  if (questions.length === 0) throw new SessionProblem('empty');
  return { ...session, questions };
}

/** One session per screen visit: never cached across visits, never retried blindly (no duplicate attempts). */
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
