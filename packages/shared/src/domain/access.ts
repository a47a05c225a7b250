/**
 * The operator's access rule for one exam type (docs/decisions/160): how many exercises of each of
 * its épreuves are open to every signed-in learner (the first ones by trailing number), and whether
 * the automatic correction of writing and speaking taken in exam mode is free too.
 */
export interface AccessRule {
  free_exercises: number;
  free_exam_correction: boolean;
}

/** Rules by exam type slug; "*" applies to the exam types not named (validated by the API's config). */
export type AccessRules = Record<string, Partial<AccessRule>>;

/** Default: the first exercise of each épreuve is free, with its correction in exam mode. */
export const DEFAULT_ACCESS_RULE: AccessRule = { free_exercises: 1, free_exam_correction: true };

/** The rule of an exam type: its own settings, then "*", then the default. */
export function accessRuleFor(rules: AccessRules, examTypeSlug: string): AccessRule {
  return { ...DEFAULT_ACCESS_RULE, ...rules['*'], ...rules[examTypeSlug] };
}
