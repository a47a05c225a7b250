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
  lockedPackage: 'Exercice réservé aux abonnés de cet examen.',
  createAccount: 'Créer un compte',
  buyPackage: 'Acheter un package',
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
  none: 'Sans note',
  pending: 'En cours',
  note: (n: number) => `${n.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} / 20`,
} as const;
