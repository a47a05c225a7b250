/**
 * What a link to a public page shows before any script runs (search engines, WhatsApp and other
 * link previews): the page's title as the web app sets it, and its description.
 * Titles must stay those of the web app (`<titre> · PrépaLangues`); a browser journey checks it.
 */
export const pagesMessages = {
  pages: {
    brand: 'PrépaLangues',
    defaultTitle: 'PrépaLangues — Préparation au TCF Canada et aux examens de langue',
    defaultDescription:
      "Préparez le TCF Canada, le TOEFL, l'IELTS, le TOEIC, le DELF et le DELE : exercices, examens blancs et corrections.",
    imageAlt: 'PrépaLangues : préparez le TCF Canada et vos examens de langue',
    /** Public pages by path: title as the web app shows it (null: the default title), description. */
    byPath: {
      '/': {
        title: null,
        description:
          'Entraînez-vous au TCF Canada et aux examens de langue : exercices au format officiel, examens blancs chronométrés et correction détaillée de vos productions écrites et orales.',
      },
      '/packages': {
        title: 'Nos forfaits',
        description:
          "Forfaits d'accès au TCF Canada et aux autres examens, payés en francs CFA par mobile money : exercices, examens blancs et corrections.",
      },
      '/login': {
        title: 'Connexion',
        description:
          'Connectez-vous ou créez votre compte PrépaLangues pour vous entraîner et suivre vos progrès.',
      },
      '/methodologie': {
        title: 'Méthodologie',
        description:
          'Des leçons courtes pour comprendre chaque épreuve, adopter la bonne méthode et éviter les pièges classiques.',
      },
      '/conditions-utilisation': {
        title: "Conditions générales d'utilisation",
        description: "Les conditions d'utilisation de la plateforme PrépaLangues.",
      },
      '/confidentialite': {
        title: 'Politique de confidentialité',
        description: 'Comment PrépaLangues traite vos données personnelles.',
      },
    } as Record<string, { title: string | null; description: string }>,
  },
} as const;
