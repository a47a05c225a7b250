/** Texts of the methodology, not-found, placeholder and legal screens. */

export const methodology = {
  title: 'Méthodologie',
  intro:
    'Des leçons courtes pour comprendre chaque épreuve, adopter la bonne méthode et éviter les pièges classiques.',
  breadcrumb: "Fil d'Ariane",
  backTo: (label: string) => `Retour : ${label}`,
  duration: 'Durée',
  skills: (n: number) => `${n} compétences`,
  levels: 'Niveaux',
  lessons: 'Voir la leçon',
  chooseSkill: 'Choisissez une compétence',
  video: 'Vidéo',
  durationOf: (total: string, detail: string) => `${total} (${detail})`,
  keyPoints: 'À retenir',
  method: 'La méthode en trois temps',
  strategies: 'Stratégies',
  tips: 'Conseils',
  errorsTitle: 'Erreurs fréquentes',
  solution: 'Solution',
  practice: 'S’entraîner maintenant',
  figuresTitle: 'PrépaLangues en chiffres',
} as const;

export const notFound = {
  title: 'Page introuvable',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  home: 'Retour à l’accueil',
  packages: 'Voir les forfaits',
} as const;

export const legal = {
  termsTitle: "Conditions générales d'utilisation",
  privacyTitle: 'Politique de confidentialité',
  updated: (date: string) => `Dernière mise à jour : ${date}`,
} as const;
