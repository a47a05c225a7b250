import { describe, expect, it } from 'vitest';
import { wizardFromUrl, wizardNext, wizardPath, type WizardState } from './wizard-state';

const q = (s = '') => new URLSearchParams(s);

describe('wizard state machine', () => {
  it('When the URL has no parameter, then it is step 1', () => {
    expect(wizardFromUrl({}, q())).toEqual({ step: 1, examTypeSlug: null, examSlug: null, practice: null });
  });

  it('When route parameters are given, then they set the step; practice=exam jumps to step 4', () => {
    expect(wizardFromUrl({ examTypeSlug: 'tcf' }, q()).step).toBe(2);
    expect(wizardFromUrl({ examTypeSlug: 'tcf', examSlug: 'ce' }, q()).step).toBe(3);
    expect(wizardFromUrl({ examTypeSlug: 'tcf', examSlug: 'ce', practice: 'exam' }, q())).toEqual({
      step: 4,
      examTypeSlug: 'tcf',
      examSlug: 'ce',
      practice: 'exam',
    });
    expect(wizardFromUrl({ examTypeSlug: 'tcf', examSlug: 'ce', practice: 'autre' }, q()).step).toBe(3);
  });

  it('When the home page links with ?examTypeSlug=, then it is step 2 and the canonical path carries it', () => {
    const s = wizardFromUrl({}, q('examTypeSlug=tcf-canada'));
    expect(s.step).toBe(2);
    expect(wizardPath(s)).toBe('/dashboard/exercises/tcf-canada');
    expect(wizardPath(wizardFromUrl({}, q('examTypeSlug=t&examSlug=e&practice=exam')))).toBe(
      '/dashboard/exercises/t/e/exam',
    );
  });

  it('When an exam is given without an exam type, then it is ignored', () => {
    expect(wizardFromUrl({}, q('examSlug=ce')).step).toBe(1);
  });

  it('When choices are made, then 1 → 2 → 3 → 4', () => {
    let s: WizardState = wizardFromUrl({}, q());
    s = wizardNext(s, { type: 'pickExamType', slug: 'tcf' });
    expect(s).toMatchObject({ step: 2, examTypeSlug: 'tcf' });
    s = wizardNext(s, { type: 'pickExam', slug: 'ce' });
    expect(s).toMatchObject({ step: 3, examSlug: 'ce' });
    s = wizardNext(s, { type: 'chooseExamMode' });
    expect(s).toMatchObject({ step: 4, practice: 'exam' });
    expect(wizardPath(s)).toBe('/dashboard/exercises/tcf/ce/exam');
  });

  it('When going back, then each step clears its own choice: 4 → 3 (practice), 3 → 2 (exam), 2 → 1 (exam type)', () => {
    let s = wizardFromUrl({ examTypeSlug: 'tcf', examSlug: 'ce', practice: 'exam' }, q());
    s = wizardNext(s, { type: 'back' });
    expect(s).toEqual({ step: 3, examTypeSlug: 'tcf', examSlug: 'ce', practice: null });
    s = wizardNext(s, { type: 'back' });
    expect(s).toEqual({ step: 2, examTypeSlug: 'tcf', examSlug: null, practice: null });
    s = wizardNext(s, { type: 'back' });
    expect(s).toEqual({ step: 1, examTypeSlug: null, examSlug: null, practice: null });
    expect(wizardNext(s, { type: 'back' })).toEqual(s);
  });

  it('When an event does not belong to the step, then nothing changes', () => {
    const s = wizardFromUrl({ examTypeSlug: 'tcf' }, q());
    expect(wizardNext(s, { type: 'chooseExamMode' })).toBe(s);
    expect(wizardNext(s, { type: 'pickExamType', slug: 'x' })).toBe(s);
    expect(wizardNext(s, { type: 'goto', step: 3 })).toBe(s);
  });

  it('When a breadcrumb goes to an earlier step, then the later choices are cleared', () => {
    const s = wizardFromUrl({ examTypeSlug: 'tcf', examSlug: 'ce', practice: 'exam' }, q());
    expect(wizardPath(wizardNext(s, { type: 'goto', step: 2 }))).toBe('/dashboard/exercises/tcf');
    expect(wizardPath(wizardNext(s, { type: 'goto', step: 1 }))).toBe('/dashboard/exercises');
  });

  it('When slugs hold special characters, then the path encodes them', () => {
    expect(wizardPath({ examTypeSlug: 'a b', examSlug: null, practice: null })).toBe(
      '/dashboard/exercises/a%20b',
    );
  });
});
