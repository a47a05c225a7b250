/** Texts of the writing feedback on the results page. */
export const writingFeedback = {
  title: 'Évaluation de votre texte',
  range: (min: number, max: number) => (min === max ? `${min} / 20` : `${min} à ${max} / 20`),
  levels: (cMin: string, cMax: string, nMin: string | null, nMax: string | null) =>
    `${cMin === cMax ? `Niveau ${cMin}` : `Niveau ${cMin} à ${cMax}`} · ${
      nMin === nMax
        ? nMin
          ? `NCLC ${nMin}`
          : 'sous NCLC 4'
        : `NCLC ${nMin ?? 'sous 4'} à ${nMax ?? 'sous 4'}`
    }`,
  estimate: (note: string) =>
    `Estimation centrale : ${note} / 20. La fourchette tient compte de la marge d’erreur de la correction automatique.`,
  capped: 'Note plafonnée',
  criteria: 'Critères',
  outOf5: (n: string) => `${n} sur 5`,
  notMeasured: 'non évalué',
  yourText: 'Votre texte, erreurs surlignées',
  diff: 'Texte corrigé (supprimé barré, ajouté souligné)',
  removed: 'supprimé',
  added: 'ajouté',
};
