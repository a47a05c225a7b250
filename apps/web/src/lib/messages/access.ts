/** Texts that describe the operator's access rule (the same words everywhere: FAQ, packages, locks). */

const ordinal = (n: number) => (n === 1 ? 'le premier exercice' : `les ${n} premiers exercices`);

export const access = {
  /** What is free, for a rule. */
  free: (freeExercises: number, freeCorrection: boolean) =>
    freeExercises === 0
      ? 'Aucun exercice n’est gratuit : un forfait ouvre l’accès.'
      : `Après inscription, ${ordinal(freeExercises)} de chaque épreuve ${freeExercises > 1 ? 'sont gratuits' : 'est gratuit'}` +
        (freeCorrection
          ? ', correction automatique de l’écrit et de l’oral en examen blanc comprise.'
          : ' ; la correction automatique de l’écrit et de l’oral est réservée aux forfaits.'),
  /** FAQ answer: the default rule, then the exam types whose rule differs. */
  faq: (
    d: { free_exercises: number; free_exam_correction: boolean },
    others: { name: string; free_exercises: number; free_exam_correction: boolean }[],
  ) =>
    [
      access.free(d.free_exercises, d.free_exam_correction),
      ...others.map((o) => `${o.name} : ${access.free(o.free_exercises, o.free_exam_correction)}`),
      'Un forfait débloque tous les exercices de son examen, pour sa durée.',
    ].join(' '),
  /** On the packages page, for one exam type. */
  examType: (x: { name: string; exercises: number; free: number; free_exam_correction: boolean }) =>
    `${x.name} : ${x.free} exercice${x.free > 1 ? 's' : ''} gratuit${x.free > 1 ? 's' : ''} sur ${x.exercises}` +
    (x.exercises > x.free
      ? ` ; un forfait débloque les ${x.exercises - x.free} autre${x.exercises - x.free > 1 ? 's' : ''}`
      : ' ; tous les exercices actuels sont déjà gratuits') +
    (x.free_exam_correction ? '.' : ' et la correction automatique de l’écrit et de l’oral.'),
  /** On a locked exercise: what a package of this exam type opens and what stays free without one. */
  locked: (r: { name: string; free_exercises: number }) =>
    `Un forfait ${r.name} ouvre cet exercice et tous les autres exercices ${r.name}, pour sa durée. ` +
    (r.free_exercises === 0
      ? `Sans forfait, aucun exercice ${r.name} n’est gratuit.`
      : `Sans forfait, ${ordinal(r.free_exercises)} de chaque épreuve ${r.free_exercises > 1 ? 'sont gratuits' : 'est gratuit'}.`),
  rulesTitle: 'Ce qui est gratuit, ce que débloque un forfait',
};
