/** Relative time in French (SPEC §9): under 1 h 'moins d'1h', then hours, days, weeks. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const diffMs = now.getTime() - d.getTime();
  const hours = Math.floor(diffMs / 3_600_000);
  if (hours < 1) return "moins d'1h";
  if (hours < 24) return `il y a ${hours} h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `il y a ${days} jour${days > 1 ? 's' : ''}`;
  const weeks = Math.floor(days / 7);
  return `il y a ${weeks} semaine${weeks > 1 ? 's' : ''}`;
}

/** Progress of an exercise being taken: answers given / questions, rounded percent. */
export function progressPercent(answered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(answered, 0), total) * 100) / total);
}

/**
 * Progress bar of an attempt: 100 when completed, else the answers given over the questions of the
 * exercise (never a fixed figure that says nothing about the learner's work).
 */
export function attemptProgress(a: {
  completed_at?: string | null;
  nb_answers: number;
  exercice: { nb_question: number };
}): number {
  if (a.completed_at) return 100;
  return progressPercent(a.nb_answers, a.exercice.nb_question);
}

/** Seconds shown as minutes and seconds, e.g. "12 min 05 s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  const r = s % 60;
  return `${m} min ${String(r).padStart(2, '0')} s`;
}

/** Time limit label of an exercise card: seconds / 60 minutes, else 'Pas de limite'. */
export function timeLimitLabel(seconds: number | null | undefined): string {
  return seconds && seconds > 0 ? `${Math.round(seconds / 60)} min` : 'Pas de limite';
}

/** Timer colour of the exam screen: green above 300 s, yellow at or below 300 s, red at or below 120 s. */
export function timerColor(remainingSeconds: number): 'green' | 'yellow' | 'red' {
  if (remainingSeconds <= 120) return 'red';
  if (remainingSeconds <= 300) return 'yellow';
  return 'green';
}
