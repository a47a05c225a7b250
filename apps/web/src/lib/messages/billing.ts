/** Texts of the packages, purchase and checkout screens. */

export const packages = {
  title: 'Nos forfaits',
  intro:
    'Choisissez votre examen, appliquez un code promo si vous en avez un, puis le forfait qui vous convient.',
  promoLabel: 'Code promo',
  promoPlaceholder: 'Ex. : TCF2026',
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
  features: [
    'Accès immédiat après paiement',
    'Tous les exercices de l’examen',
    'Correction de l’écrit et de l’oral',
    'Assistance 24h/24 et 7j/7',
  ],
  buy: 'Acheter',
  buyLabel: (name: string) => `Acheter le forfait ${name}`,
} as const;

export const purchase = {
  redirecting: 'Redirection vers la page de paiement sécurisée...',
  error: 'Impossible de lancer le paiement.',
  noLink: "Le service de paiement n'a pas renvoyé de lien. Veuillez réessayer.",
  backToPackages: 'Retour aux forfaits',
} as const;

export const checkout = {
  successTitle: 'Paiement Réussi !',
  successBadge: 'Transaction Terminée',
  successText:
    'Merci pour votre achat. Votre forfait est en cours d’activation : votre compte sera mis à jour dans quelques minutes.',
  successButton: 'Accéder à mon tableau de bord',
  errorTitle: 'Erreur de Paiement',
  errorBadge: 'Transaction Échouée',
  errorText:
    'Votre paiement n’a pas pu aboutir et aucun montant n’a été débité. Veuillez réessayer ou contacter notre assistance si le problème persiste.',
  errorButton: 'Réessayer',
  contact: 'Contacter l’assistance',
} as const;
