/** Texts of the home page. */

export const home = {
  title: 'Réussissez le TCF Canada et vos examens de langue',
  subtitle:
    'Entraînez-vous sur des exercices conformes au format officiel, passez des examens blancs chronométrés et recevez une correction détaillée de vos productions écrites et orales.',
  start: 'Commencer maintenant',
  login: 'Se connecter',
  figures: {
    students: (n: number) => ({ value: `+${n.toLocaleString('fr-FR')}`, label: 'étudiants' }),
    exercises: (n: number) => ({ value: n.toLocaleString('fr-FR'), label: 'exercices' }),
    successRate: (n: number) => ({ value: `+${n} %`, label: 'de réussite au TCF' }),
    questions: (n: number) => ({ value: n.toLocaleString('fr-FR'), label: 'questions' }),
  },
  reasonsTitle: 'Pourquoi choisir PrépaLangues ?',
  reasons: [
    {
      title: 'Le vrai format de l’examen',
      text: 'Compréhension orale et écrite, expression écrite et orale : les quatre épreuves du TCF Canada, avec leurs durées et leur barème.',
    },
    {
      title: 'Une correction qui fait progresser',
      text: 'Vos textes et vos enregistrements sont analysés : note estimée sur 20, erreurs expliquées, texte corrigé et pistes d’amélioration.',
    },
    {
      title: 'Votre niveau en clair',
      text: 'Un score sur 699, votre niveau CECRL (A1 à C2) et l’équivalence NCLC exigée par Immigration Canada.',
    },
    {
      title: 'Pensé pour le téléphone',
      text: 'Des pages légères qui se chargent vite, même avec une connexion mobile limitée. Payez par mobile money.',
    },
  ],
  examTypesTitle: 'Les examens disponibles',
  examTypesText: 'Choisissez votre examen pour découvrir ses épreuves et commencer à vous entraîner.',
  examTypesEmpty: "Aucun type d'examen disponible pour le moment.",
  examTypesError: "Impossible de charger les types d'examen.",
  examTypeDefault: 'Entraînez-vous sur des épreuves conformes au format officiel de cet examen.',
  examTypeNew: 'Nouveau',
  exerciseCount: (n: number) => `${n} exercice${n > 1 ? 's' : ''}`,
  discover: 'Découvrir',
  testimonialsTitle: 'Ils ont réussi avec nous',
  packagesTitle: 'Nos forfaits',
  packagesText: 'Un accès complet, sans engagement, pour la durée de votre préparation.',
  packagesAll: 'Voir tous les forfaits',
  stepsTitle: 'Comment ça marche ?',
  steps: [
    { title: 'Créez votre compte', text: 'Inscription gratuite en une minute, avec votre adresse e-mail.' },
    {
      title: 'Entraînez-vous',
      text: 'Choisissez une épreuve, travaillez en mode entraînement ou en conditions d’examen.',
    },
    {
      title: 'Progressez',
      text: 'Consultez vos résultats, vos corrections et votre historique pour cibler vos efforts.',
    },
  ],
  faqTitle: 'Questions fréquentes',
  faq: [
    {
      q: 'Qu’est-ce que le TCF Canada ?',
      a: 'Le Test de connaissance du français pour le Canada est l’examen reconnu par Immigration, Réfugiés et Citoyenneté Canada (IRCC) pour prouver votre niveau de français. Il comprend quatre épreuves : compréhension orale, compréhension écrite, expression écrite et expression orale.',
    },
    {
      q: 'Comment payer mon forfait ?',
      a: 'Le paiement se fait en francs CFA (XAF) par mobile money (Orange Money, MTN Mobile Money) ou par carte, sur une page de paiement sécurisée. L’accès est activé dès la confirmation du paiement.',
    },
    {
      q: 'Les scores sont-ils ceux de l’examen officiel ?',
      a: 'Ce sont des estimations calculées avec le barème publié de chaque examen (sur 699 et NCLC pour le TCF Canada, bandes pour l’IELTS, sur 30 pour le TOEFL…). Elles vous indiquent où vous en êtes ; seul l’examen officiel délivre une attestation.',
    },
    {
      q: 'Faut-il une bonne connexion Internet ?',
      a: 'Non. Les pages sont légères et les fichiers audio sont optimisés pour les réseaux mobiles. Pour l’expression orale, il suffit d’autoriser l’accès au micro de votre téléphone.',
    },
  ],
  ctaTitle: 'Prêt à décrocher votre niveau ?',
  ctaText: 'Créez votre compte et commencez par les exercices gratuits de chaque épreuve.',
  freeQuestion: 'Puis-je m’entraîner gratuitement ?',
  ctaButton: 'Accéder à mon espace',
} as const;
