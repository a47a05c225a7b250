/** Texts of the back office's billing and operations views. */
export const operationsMessages = {
  billingAdmin: {
    packageNotFound: 'Forfait introuvable.',
    packageExists: 'Un forfait porte déjà cet identifiant.',
    promoNotFound: 'Code promo introuvable.',
    promoExists: 'Ce code promo existe déjà.',
    examTypeUnknown: (slugs: string[]) => `Type d’examen inconnu : ${slugs.join(', ')}.`,
    datesOrder: 'La fin de validité doit être après son début.',
    paymentNotFound: 'Paiement introuvable.',
    recheckUnavailable:
      'Le fournisseur de paiement ne répond pas pour le moment : rien n’a changé, réessayez dans un instant.',
    recheckNoProvider: (provider: string) =>
      `Le fournisseur « ${provider} » n’est pas configuré sur cette installation : impossible de l’interroger.`,
    recheckDone: (before: string, after: string) =>
      before === after
        ? `Fournisseur interrogé : le paiement reste « ${before} ».`
        : `Fournisseur interrogé : le paiement est passé de « ${before} » à « ${after} ».`,
  },
  operations: {
    jobNotFound: 'Tâche introuvable.',
    jobNotFailed: 'Seule une tâche en échec peut être relancée.',
    jobAlreadyQueued: 'Une tâche identique est déjà en file : inutile de relancer celle-ci.',
    jobRetried: 'Tâche remise en file : elle sera reprise dans un instant.',
    newsletterCsvHeader: ['email', 'inscrit_le'],
  },
} as const;
