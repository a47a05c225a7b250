import type { Question } from '@prepa/shared';
import { playableSource } from '../../components/audio-source';
import { loadOfflineExam, removeOfflineExam, saveOfflineExam } from '../../lib/offline-exams';
import { keepOffline } from '../../lib/service-worker';
import { session } from '../../lib/session';
import { loadLocalAttempt, type LocalValue } from './answer-store';
import type { AttemptSession } from './attempt-session';

/**
 * An open exam kept on this device (docs/decisions/222): its questions as shown while answering,
 * its clock, and the files it needs (screens, images, audio) kept by the service worker, so that
 * a learner who loses the network, or reloads without it, goes on answering. Answers themselves
 * live in the answer store and leave when the network is back.
 */

interface KeptExam {
  v: 1;
  attemptSlug: string;
  deadlineMs: number | null;
  clockOffsetMs: number;
  exercise: AttemptSession['exercise'];
  questions: Question[];
  serverAnswers: Record<string, LocalValue>;
}

const learner = (): number | null => session.get()?.user?.id ?? null;

/** A question as the exam screen shows it: choices without correctness, documents without transcript. */
export function publicQuestion(q: Question): Question {
  return {
    ...q,
    choices: q.choices.map((c) => ({ id: c.id, slug: c.slug, choice_text: c.choice_text })),
    ressouces: q.ressouces.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      image_file: r.image_file,
      audio_file: r.audio_file,
      audio_sources: r.audio_sources,
    })),
  };
}

export function keepExamOnDevice(s: AttemptSession): void {
  const id = learner();
  if (id === null) return;
  const kept: KeptExam = {
    v: 1,
    attemptSlug: s.attemptSlug,
    deadlineMs: s.deadlineMs,
    clockOffsetMs: s.clockOffsetMs,
    exercise: s.exercise,
    questions: s.questions.map(publicQuestion),
    serverAnswers: s.serverAnswers,
  };
  saveOfflineExam(id, s.exercise.slug, kept);
}

/** The exam kept for this learner and exercise, to resume without the network; null when none. */
export function examFromDevice(exerciseSlug: string): AttemptSession | null {
  const id = learner();
  if (id === null) return null;
  const kept = loadOfflineExam<KeptExam>(id, exerciseSlug);
  if (!kept || kept.v !== 1 || !Array.isArray(kept.questions) || kept.questions.length === 0) return null;
  return {
    exercise: kept.exercise,
    questions: kept.questions,
    attemptSlug: kept.attemptSlug,
    deadlineMs: kept.deadlineMs,
    clockOffsetMs: kept.clockOffsetMs,
    resumed: true,
    offline: true,
    // The answer store holds every answer seen on this device, newer than the copy's.
    serverAnswers: loadLocalAttempt(kept.attemptSlug) ? {} : kept.serverAnswers,
  };
}

export function forgetExamOnDevice(exerciseSlug: string): void {
  const id = learner();
  if (id !== null) removeOfflineExam(id, exerciseSlug);
}

const saveData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** With the browser's data saver on, only the documents of the next questions are fetched ahead. */
const AHEAD_WITH_SAVE_DATA = 3;

/**
 * Images and audio of the questions from `from` on, in order (the encoding this browser plays);
 * all of them, or the next few with the data saver on.
 */
export function mediaOf(
  questions: Question[],
  from: number,
  ahead = saveData() ? AHEAD_WITH_SAVE_DATA : questions.length,
): string[] {
  const out: string[] = [];
  for (const q of questions.slice(from, from + ahead)) {
    for (const r of q.ressouces) {
      const url = r.kind === 'image' ? r.image_file : (playableSource(r.audio_sources)?.src ?? r.audio_file);
      if (url && !out.includes(url)) out.push(url);
    }
  }
  return out;
}

/** Built files this page has loaded (so far): they are all the exam screen needs. */
function loadedAssets(): string[] {
  if (typeof performance === 'undefined') return [];
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => {
      const url = new URL(u, window.location.href);
      return url.origin === window.location.origin && url.pathname.startsWith('/assets/');
    });
}

/**
 * Makes the exam usable offline: loads the parts of the screen that come later (finish dialog,
 * player, answer fields), then asks the service worker to keep every built file loaded and the
 * media of the questions from the current one.
 */
export async function prepareOffline(s: AttemptSession, current: number): Promise<void> {
  const skill = s.exercise.type_exam;
  const hasAudio = s.questions.some((q) => q.ressouces.some((r) => r.kind === 'audio'));
  await Promise.allSettled([
    import('./FinishDialog'),
    import('./EmptyTaskDialog'),
    hasAudio ? import('../../components/AudioPlayer') : null,
    skill === 'WRITING' ? import('../../components/question/WritingAnswer') : null,
    skill === 'SPEAKING' ? import('./SpeakingAnswer') : null,
  ]);
  keepOffline([...loadedAssets(), ...mediaOf(s.questions, current)]);
}
