/**
 * The wizard's state machine (SPEC §4): the URL is the state.
 *   step 1  /dashboard/exercises                          choose an exam type
 *   step 2  /dashboard/exercises/{examType}               choose an exam
 *   step 3  /dashboard/exercises/{examType}/{exam}        choose a mode (training or exam)
 *   step 4  /dashboard/exercises/{examType}/{exam}/exam   choose an exercise (exam mode)
 * Query parameters `examTypeSlug`, `examSlug` and `practice` (links from the home page and older
 * clients) are folded into the path on load.
 */

export type WizardStep = 1 | 2 | 3 | 4;

export interface WizardState {
  step: WizardStep;
  examTypeSlug: string | null;
  examSlug: string | null;
  practice: 'exam' | null;
}

export type WizardEvent =
  | { type: 'pickExamType'; slug: string }
  | { type: 'pickExam'; slug: string }
  | { type: 'chooseExamMode' }
  | { type: 'back' }
  /** Breadcrumb: go back to the step where this choice is made. */
  | { type: 'goto'; step: WizardStep };

const BASE = '/dashboard/exercises';

function make(examTypeSlug: string | null, examSlug: string | null, practice: 'exam' | null): WizardState {
  if (!examTypeSlug) return { step: 1, examTypeSlug: null, examSlug: null, practice: null };
  if (!examSlug) return { step: 2, examTypeSlug, examSlug: null, practice: null };
  if (practice !== 'exam') return { step: 3, examTypeSlug, examSlug, practice: null };
  return { step: 4, examTypeSlug, examSlug, practice };
}

/** The state of a URL: route parameters first, then the query parameters. */
export function wizardFromUrl(
  params: { examTypeSlug?: string; examSlug?: string; practice?: string },
  search: URLSearchParams,
): WizardState {
  const examTypeSlug = params.examTypeSlug || search.get('examTypeSlug') || null;
  const examSlug = (examTypeSlug && (params.examSlug || search.get('examSlug'))) || null;
  const practice = (params.practice ?? search.get('practice')) === 'exam' ? 'exam' : null;
  return make(examTypeSlug, examSlug, practice);
}

/** The canonical path of a state. */
export function wizardPath(s: Pick<WizardState, 'examTypeSlug' | 'examSlug' | 'practice'>): string {
  const parts = [BASE];
  if (s.examTypeSlug) {
    parts.push(encodeURIComponent(s.examTypeSlug));
    if (s.examSlug) {
      parts.push(encodeURIComponent(s.examSlug));
      if (s.practice === 'exam') parts.push('exam');
    }
  }
  return parts.join('/');
}

/** Next state: 1→2 on an exam type, 2→3 on an exam, 3→4 on exam mode; back clears the last choice. */
export function wizardNext(s: WizardState, e: WizardEvent): WizardState {
  switch (e.type) {
    case 'pickExamType':
      return s.step === 1 ? make(e.slug, null, null) : s;
    case 'pickExam':
      return s.step === 2 ? make(s.examTypeSlug, e.slug, null) : s;
    case 'chooseExamMode':
      return s.step === 3 ? make(s.examTypeSlug, s.examSlug, 'exam') : s;
    case 'back':
      return wizardNext(s, { type: 'goto', step: Math.max(1, s.step - 1) as WizardStep });
    case 'goto': {
      if (e.step >= s.step) return s;
      if (e.step === 1) return make(null, null, null);
      if (e.step === 2) return make(s.examTypeSlug, null, null);
      return make(s.examTypeSlug, s.examSlug, null);
    }
  }
}
