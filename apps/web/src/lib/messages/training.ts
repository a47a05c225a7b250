/** Texts of the training screen and of the "retake my mistakes" session. */

export const training = {
  title: 'Mode entraînement',
  mistakesTitle: 'Refaire mes erreurs',
  loadError: 'Erreur lors du chargement des questions',
  stopwatch: 'Chronomètre',
  another: 'Charger une autre question',
  tryAgain: 'Essayer à nouveau',
  correct: 'Bonne réponse !',
  incorrect: 'Mauvaise réponse.',
  rightAnswer: (t: string) => `La bonne réponse : ${t}`,
  checkError: 'Erreur lors de la vérification de la réponse',
  subject: 'Sujet',
  subscription:
    'La correction des exercices d’expression écrite et orale en entraînement nécessite un forfait.',
  buyPackage: 'Acheter un forfait',
  fromExercise: (title: string) => `Extrait de : ${title}`,
  mistakesProgress: (n: number, total: number) => `Erreur ${n} sur ${total}`,
  nextMistake: 'Question suivante',
  mistakesDone: 'Session terminée',
  mistakesScore: (ok: number, total: number) =>
    `Vous avez trouvé ${ok} bonne${ok > 1 ? 's' : ''} réponse${ok > 1 ? 's' : ''} sur ${total}.`,
  mistakesNone: 'Aucune erreur à refaire sur cette tentative : bravo !',
  backToResults: 'Retour aux résultats',
  restartMistakes: 'Recommencer la session',
} as const;
