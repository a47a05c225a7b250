/** Texts of the back office's answers (`/api/admin/...`). */
const day = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);

export const backOfficeMessages = {
  backOffice: {
    learnerNotFound: 'Compte introuvable.',
    learnerDeleted: 'Ce compte a été supprimé.',
    notALearner: 'Ce compte est celui d’un administrateur : il ne se gère pas ici.',
    ownAccount: 'Vous ne pouvez pas faire cette action sur votre propre compte.',
    confirmMismatch: 'L’adresse recopiée ne correspond pas à celle du compte : rien n’a été supprimé.',
    packageNotFound: 'Forfait introuvable.',
    subscriptionNotFound: 'Abonnement introuvable.',
    subscriptionAlreadyEnded: 'Cet abonnement est déjà terminé.',
    granted: (end: Date) => `Abonnement accordé jusqu’au ${day(end)}.`,
    extended: (end: Date) => `Abonnement prolongé jusqu’au ${day(end)}.`,
    ended: 'Abonnement arrêté : l’accès prend fin maintenant.',
    disabled: 'Compte désactivé : ses sessions sont fermées et il ne peut plus se connecter.',
    enabled: 'Compte réactivé.',
    deleted: 'Compte supprimé avec ses réponses, enregistrements et corrections.',
  },
  backOfficeContent: {
    examTypeNotFound: 'Type d’examen introuvable.',
    examNotFound: 'Examen introuvable.',
    exerciseNotFound: 'Exercice introuvable.',
    questionNotFound: 'Question introuvable.',
    resourceNotFound: 'Ressource introuvable.',
    slugTaken: 'Cet identifiant est déjà utilisé : choisissez-en un autre.',
    saved: 'Modifications enregistrées.',
    created: 'Créé (brouillon : invisible des apprenants jusqu’à sa publication).',
    published: 'Publié : visible des apprenants.',
    unpublished: 'Dépublié : invisible des apprenants.',
    reordered: 'Ordre enregistré.',
    deleted: 'Supprimé.',
    questionHasAnswers: (n: number) =>
      `Des apprenants ont déjà répondu à cette question (${n} réponse${n > 1 ? 's' : ''}) : elle ne peut plus être supprimée. Dépubliez l’exercice ou corrigez-la.`,
    typeForSkill: (type: string, skill: string) =>
      `Le type « ${type} » ne convient pas à cet examen (${skill}).`,
    imageInvalid: 'Ce fichier n’est pas une image PNG, JPEG, WebP ou GIF lisible.',
    imageTooLarge: (mb: number) => `Image trop lourde (${mb} Mo au plus).`,
    dataUrlInvalid: 'Fichier illisible : envoyez-le comme URL de données (data:...;base64,...).',
    audioTooLong: (min: number) => `Document audio trop long (${min} minutes au plus).`,
    transcodeFailed: 'La conversion du document audio a échoué : essayez un autre fichier.',
    uploaded: 'Fichier ajouté.',
    packInvalid: (n: number) =>
      `${n} problème${n > 1 ? 's' : ''} trouvé${n > 1 ? 's' : ''} : rien n'a été importé.`,
    packImported: 'Pack importé.',
    packArchiveInvalid: 'Archive illisible : envoyez le fichier .tar exporté depuis l’administration.',
  },
} as const;
