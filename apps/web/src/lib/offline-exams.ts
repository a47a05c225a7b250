/**
 * The copy of an open exam kept on this device so that it can go on without the network and
 * through a reload (docs/decisions/222). One copy per learner and exercise, under the learner's
 * id: another account on the same device never reads it, and signing out removes every copy.
 * The caller stores only what the exam screen shows while answering (nothing that tells the
 * right answer).
 */

const PREFIX = 'prepa.offline-exam.';
const key = (userId: number, exerciseSlug: string) => `${PREFIX}${userId}.${exerciseSlug}`;

export function saveOfflineExam(userId: number, exerciseSlug: string, value: unknown): void {
  try {
    localStorage.setItem(key(userId, exerciseSlug), JSON.stringify(value));
  } catch {
    /* storage full or disabled: the exam goes on online only */
  }
}

export function loadOfflineExam<T>(userId: number, exerciseSlug: string): T | null {
  try {
    const raw = localStorage.getItem(key(userId, exerciseSlug));
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function removeOfflineExam(userId: number, exerciseSlug: string): void {
  try {
    localStorage.removeItem(key(userId, exerciseSlug));
  } catch {
    /* ignore */
  }
}

/** Removes the copies of every learner (sign-out, session ended). */
export function clearOfflineExams(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const k = localStorage.key(i);
      if (k?.startsWith(PREFIX)) localStorage.removeItem(k);
    }
  } catch {
    /* ignore */
  }
}
