/** Texts of the packages, purchase and checkout screens. */

export const packages = {
  title: 'Nos forfaits',
  intro:
    'Choisissez votre examen, appliquez un code promo si vous en avez un, puis le forfait qui vous convient.',
  promoLabel: 'Code promo',
  promoPlaceholder: 'Votre code',
  promoApply: 'Appliquer',
  promoActive: (code: string) => `Code actif : ${code}`,
  promoInvalid: (code: string) => `Code invalide : ${code}`,
  promoNeedsExam: 'Sélectionnez un examen pour appliquer un code promo.',
  filtersLabel: 'Filtrer par examen',
  loading: 'Chargement des forfaits...',
  error: 'Erreur lors du chargement des forfaits.',
  empty: 'Aucun forfait disponible',
  emptyText: 'Aucun forfait n’est proposé pour cet examen pour le moment.',
  perPeriod: (period: string) => `pour ${period}`,
  promoPrice: 'Prix avec le code',
  initialPrice: 'Prix initial',
  savings: (amount: string) => `Vous économisez ${amount}`,
  reduction: (pct: number) => `-${pct} %`,
  immediate: 'Accès immédiat après paiement',
  allExercises: (n: number) => `Les ${n} exercice${n > 1 ? 's' : ''} de l’examen`,
  correction: 'Correction automatique de l’écrit et de l’oral',
  buy: 'Acheter',
  buyLabel: (name: string) => `Acheter le forfait ${name}`,
} as const;

export const purchase = {
  redirecting: 'Redirection vers la page de paiement sécurisée...',
  error: 'Impossible de lancer le paiement.',
  noLink: "Le service de paiement n'a pas renvoyé de lien. Veuillez réessayer.",
  backToPackages: 'Retour aux forfaits',
} as const;

/** One outcome of a payment as the learner reads it: what happened, and whether money was taken. */
interface OutcomeText {
  title: string;
  badge: string;
  text: string;
}

export const checkout = {
  confirming: 'Confirmation de votre paiement…',
  confirmingText:
    'Nous attendons la confirmation de l’opérateur de paiement mobile. Cela prend en général quelques secondes : gardez cette page ouverte.',
  confirmingProgress: 'Temps d’attente de la confirmation',
  genericTitle: 'Votre paiement',
  genericText:
    'Retrouvez l’état de votre forfait dans votre tableau de bord. Si un montant a été débité sans que votre forfait soit actif, contactez l’assistance.',
  signInTitle: 'Connectez-vous pour voir votre paiement',
  signInText: 'Le résultat de votre paiement est lié à votre compte.',
  signIn: 'Se connecter',
  notFound: 'Ce paiement est introuvable dans votre compte.',
  stillPending: {
    title: 'Paiement en attente de confirmation',
    badge: 'En attente',
    text: 'L’opérateur n’a pas encore confirmé votre paiement. Votre forfait sera activé automatiquement dès la confirmation et vous recevrez un reçu par e-mail : ne payez pas une seconde fois.',
  } satisfies OutcomeText,
  checkAgain: 'Vérifier à nouveau',
  checkError:
    'La vérification est momentanément impossible (connexion ?). Votre paiement sera confirmé automatiquement.',
  paid: {
    title: 'Paiement Réussi !',
    badge: 'Forfait activé',
    text: 'Merci pour votre achat. Votre forfait est actif : voici ce qu’il vous donne.',
  } satisfies OutcomeText,
  youGet: 'Ce que comprend votre forfait',
  accessUntil: (date: string) => `Accès jusqu’au ${date}`,
  includes: [
    'Tous les exercices de l’examen, en entraînement et en examen blanc',
    'Correction automatique de l’expression écrite et orale',
    'Score sur l’échelle de l’examen avec les niveaux CECRL et NCLC',
    'Historique et suivi de votre progression',
  ],
  receiptSent: 'Un reçu vous a été envoyé par e-mail.',
  startExercises: (examType: string) => `Commencer les exercices ${examType}`,
  toDashboard: 'Accéder à mon tableau de bord',
  cancelled: {
    title: 'Paiement annulé',
    badge: 'Annulé',
    text: 'Vous avez annulé le paiement : aucun montant n’a été débité. Vous pouvez choisir votre forfait à nouveau quand vous le souhaitez.',
  } satisfies OutcomeText,
  rejected: {
    title: 'Paiement refusé',
    badge: 'Refusé par l’opérateur',
    text: 'L’opérateur de paiement mobile a refusé le paiement et aucun montant n’a été débité. Vérifiez que le solde de votre compte mobile money couvre le montant, puis réessayez, ou payez avec un autre moyen (MTN Mobile Money, Orange Money).',
  } satisfies OutcomeText,
  abandoned: {
    title: 'Paiement interrompu',
    badge: 'Non terminé',
    text: 'Le paiement n’a pas été mené jusqu’au bout sur la page de paiement : aucun montant n’a été débité. Vous pouvez recommencer quand vous le souhaitez.',
  } satisfies OutcomeText,
  expired: {
    title: 'Paiement expiré',
    badge: 'Délai dépassé',
    text: 'Le délai pour confirmer le paiement est dépassé : aucun montant n’a été débité. Recommencez depuis la page des forfaits.',
  } satisfies OutcomeText,
  failed: {
    title: 'Erreur de Paiement',
    badge: 'Transaction échouée',
    text: 'Votre paiement n’a pas abouti et aucun montant n’a été débité. Réessayez ou contactez notre assistance si le problème persiste.',
  } satisfies OutcomeText,
  incomplete: {
    title: 'Paiement incomplet',
    badge: 'Montant partiel',
    text: 'Une partie seulement du montant a été prélevée : votre forfait n’est donc pas encore activé. Notre assistance va vous contacter pour finaliser l’achat ou vous rembourser. Gardez la référence ci-dessous.',
  } satisfies OutcomeText,
  mismatch: {
    title: 'Paiement à vérifier',
    badge: 'Vérification en cours',
    text: 'Le service de paiement a prélevé un montant différent de celui de votre commande : votre forfait n’a pas été activé. Notre assistance vérifie ce paiement et vous remboursera ; gardez la référence ci-dessous.',
  } satisfies OutcomeText,
  test_payment: {
    title: 'Paiement non validé',
    badge: 'Non valable',
    text: 'Ce paiement n’a pas pu être validé et votre forfait n’a pas été activé. Réessayez ; si un montant a été débité, contactez l’assistance avec la référence ci-dessous.',
  } satisfies OutcomeText,
  refunded: {
    title: 'Paiement remboursé',
    badge: 'Remboursé',
    text: 'Ce paiement vous a été remboursé ; aucun forfait n’est actif à son titre.',
  } satisfies OutcomeText,
  reference: (ref: string) => `Référence du paiement : ${ref}`,
  errorButton: 'Réessayer',
  backToPackages: 'Revoir les forfaits',
  contact: 'Contacter l’assistance',
} as const;
