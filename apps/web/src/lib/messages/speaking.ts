/** Texts of the speaking and writing tasks: durations, preparation, one take, practice and its correction. */
const clock = (s: number) => {
  const v = Math.max(0, Math.ceil(s));
  return `${Math.floor(v / 60)}:${String(v % 60).padStart(2, '0')}`;
};
const minutes = (s: number) => {
  const m = Math.floor(s / 60);
  const r = s % 60;
  return r ? `${m} min ${r}` : `${m} min`;
};

export const speakingTask = {
  limits: (prep: number, max: number) =>
    prep > 0
      ? `${minutes(prep)} de préparation, puis ${minutes(max)} d’enregistrement au plus.`
      : `${minutes(max)} d’enregistrement au plus.`,
  preparing: 'Préparation',
  preparationLeft: (s: number) => `Temps de préparation restant : ${clock(s)}`,
  preparationHint:
    'Préparez vos idées (notez quelques mots-clés). L’enregistrement s’ouvrira à la fin de la préparation.',
  preparationDone: 'Préparation terminée : vous pouvez enregistrer.',
  promptPlaying: 'Écoutez l’examinateur jusqu’au bout : l’enregistrement sera possible ensuite.',
  oneTake: 'En examen, un seul enregistrement par tâche, comme le jour du test.',
  oneTakeDone: 'Votre enregistrement pour cette tâche est fait. Vous pouvez le réécouter.',
} as const;

export const writingTask = {
  emptyTitle: 'Tâche sans réponse',
  emptyBody: (n: number) =>
    `La tâche ${n} n’a pas encore de réponse. Vous pourrez y revenir avant de terminer. Passer quand même ?`,
  emptyConfirm: 'Passer à la suite',
  emptyCancel: 'Rester sur cette tâche',
} as const;

export const practice = {
  yourAnswer: 'Votre réponse',
  freeRule:
    'Entraînement libre : écrivez ou enregistrez autant de fois que vous voulez. La correction automatique (note, niveau, erreurs) est réservée aux abonnés de cet examen ; votre réponse reste sur cet appareil et n’est pas envoyée.',
  subscriberRule:
    'Votre abonnement inclut la correction en entraînement : envoyez votre réponse, la note, le niveau et les erreurs s’affichent ici. Vous pouvez recommencer autant de fois que vous voulez.',
  correct: 'Faire corriger ma réponse',
  correctAgain: 'Renvoyer pour correction',
  sending: 'Envoi en cours…',
  waiting: 'Réponse envoyée, correction en cours…',
  slow: 'La correction prend plus de temps que prévu. Vous la retrouverez dans votre historique.',
  correctionTitle: 'Correction de votre réponse',
  correctionFailed: 'La correction de cette réponse a échoué. Renvoyez-la pour réessayer.',
  notQueued:
    'Cette réponse n’a pas été corrigée : la correction en entraînement est réservée aux abonnés de cet examen, et elle attend la fin d’un examen blanc en cours sur cet exercice.',
  seeResults: 'Ouvrir dans mes résultats',
  empty: 'Écrivez ou enregistrez d’abord votre réponse.',
  sendError: 'Votre réponse n’a pas pu être envoyée. Réessayez.',
} as const;

export const oralResults = {
  deliveryTitle: 'Votre expression orale',
  levels: { bon: 'Bien', moyen: 'À consolider', faible: 'À travailler', inconnu: 'Non mesuré' },
  practise: 'À travailler :',
  transcriptTitle: 'Transcription automatique',
  transcriptNote:
    'Texte produit automatiquement à partir de votre enregistrement : il peut contenir des erreurs de reconnaissance.',
  errorsTitle: 'Erreurs relevées dans la transcription',
  range: (min: number, max: number) =>
    `Note estimée : ${min.toLocaleString('fr-FR')} à ${max.toLocaleString('fr-FR')} / 20`,
} as const;
