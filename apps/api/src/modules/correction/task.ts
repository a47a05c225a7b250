/**
 * What a writing task asks, as the corrector needs it: the consigne (everything the learner was
 * shown), the genre, the points to cover with the words that show each one is treated, and words
 * related to the subject (paraphrases, synonyms). Comes from the content pack (`subject` of a
 * question) or, for the evaluation, from eval/writing-set/tasks.json: both use this shape.
 */
export interface TaskPoint {
  label: string;
  keywords: string[];
}

export interface WritingTask {
  /** Everything the learner read: title, instructions, documents. */
  consigne: string;
  /** Task number in a TCF writing test (1, 2, 3), when known. */
  type: 1 | 2 | 3 | null;
  genre: string | null;
  expected: { min: number; max: number } | null;
  points: TaskPoint[];
  related: string[];
}

interface StoredSubject {
  titre?: unknown;
  sujet?: unknown;
  documents?: unknown;
  genre?: unknown;
  points?: unknown;
  related?: unknown;
}

const str = (x: unknown): string | null => (typeof x === 'string' && x.trim() ? x : null);

/** The task of a stored question: its text, its structured subject and its expected length. */
export function taskFromQuestion(q: {
  questionText: string | null;
  subject: unknown;
  expected: { min: number; max: number } | null;
  order?: number | null;
}): WritingTask {
  const s = (q.subject && typeof q.subject === 'object' ? q.subject : {}) as StoredSubject;
  const docs = Array.isArray(s.documents)
    ? s.documents
        .map((d) => (d && typeof d === 'object' ? str((d as { texte?: unknown }).texte) : null))
        .filter((x): x is string => x !== null)
    : [];
  const consigne = [str(q.questionText), str(s.titre), str(s.sujet), ...docs]
    .filter((x): x is string => x !== null)
    .join('\n');
  const points = Array.isArray(s.points)
    ? s.points.flatMap((p) => {
        const o = (p && typeof p === 'object' ? p : {}) as { label?: unknown; keywords?: unknown };
        const label = str(o.label);
        const keywords = Array.isArray(o.keywords) ? o.keywords.map(str).filter((k): k is string => !!k) : [];
        return label && keywords.length ? [{ label, keywords }] : [];
      })
    : [];
  const related = Array.isArray(s.related) ? s.related.map(str).filter((k): k is string => !!k) : [];
  const order = q.order ?? null;
  return {
    consigne,
    type: order === 1 || order === 2 || order === 3 ? order : null,
    genre: str(s.genre),
    expected: q.expected,
    points,
    related,
  };
}
