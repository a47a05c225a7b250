/** Texts shared by the learner's screens: exercise and exam cards, score badges, attempt history. */

export const examCards = {
  examTypeDefault: 'Entraînez-vous sur des épreuves conformes au format officiel de cet examen.',
  exerciseCount: (n: number) => `${n} exercice${n > 1 ? 's' : ''}`,
  examCount: (n: number) => `${n} épreuve${n > 1 ? 's' : ''}`,
  choose: 'Choisir',
  difficulty: (n: number) => `Difficulté : ${n} sur 5`,
  favoriteLabel: (name: string) => `Marquer « ${name} » comme favori`,
  favorite: 'Favori',
  favoriteAdded: 'Examen ajouté à vos favoris',
  favoriteRemoved: 'Examen retiré de vos favoris',
  favoriteError: 'Impossible de modifier vos favoris. Veuillez réessayer.',
} as const;

export const exerciseCard = {
  questions: (n: number) => `${n} question${n > 1 ? 's' : ''}`,
  timeLimit: 'Durée',
  start: 'Commencer',
  lockedLogin: 'Connectez-vous pour accéder à cet exercice.',
  lockedPackage: 'Cet exercice demande un forfait de cet examen.',
  createAccount: 'Créer un compte',
  buyPackage: 'Acheter un forfait',
  locked: 'Verrouillé',
  free: 'Gratuit',
  history: (n: number) => `Mes tentatives (${n})`,
  historyTitle: (title: string) => `Mes tentatives — ${title}`,
  historyEmpty: 'Vous n’avez pas encore fait cet exercice.',
  timeSpent: 'Temps passé',
  seeResults: 'Voir les résultats',
  resume: 'Reprendre',
  inProgress: 'En cours',
  training: 'Entraînement',
  exam: 'Examen',
} as const;

export const scoreLabels = {
  outOf: (s: number) => `${s} / 699`,
  /** A value on its own scale: "326 / 699", "12,5 / 20", "Bande 7". */
  scaled: (r: { display: string | null; max: number; outOf: boolean; label: string }) =>
    r.display === null
      ? 'Non évalué'
      : r.outOf
        ? `${r.display} / ${r.max}`
        : `${r.label.replace(/ .*$/, '')} ${r.display}`,
  notAssessed: 'Non évalué',
  none: 'Sans note',
  pending: 'En cours',
  note: (n: number) => `${n.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} / 20`,
} as const;
