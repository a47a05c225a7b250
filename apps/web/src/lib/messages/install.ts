/** Texts of the installed application (web app manifest) and of the update prompt. */

export const appManifest = {
  name: 'PrépaLangues — TCF Canada et examens de langue',
  shortName: 'PrépaLangues',
  description:
    'Préparez le TCF Canada, le TOEFL, l’IELTS, le TOEIC, le DELF et le DELE : exercices, examens blancs et corrections.',
} as const;

export const appUpdate = {
  available: 'Une nouvelle version de PrépaLangues est disponible.',
  apply: 'Mettre à jour',
  later: 'Plus tard',
  applying: 'Mise à jour…',
} as const;
