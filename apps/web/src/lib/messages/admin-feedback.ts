/** Texts of the back office's reports (Signalements) and reviews (Relectures) sections. */

export const adminReports = {
  title: 'Signalements des apprenants',
  intro:
    'Erreurs signalées sur les questions. Ouvrez la question dans l’éditeur, corrigez-la, puis fermez le signalement.',
  tabs: { open: 'Ouverts', resolved: 'Résolus', rejected: 'Rejetés' },
  tabsLabel: 'État des signalements',
  empty: {
    open: 'Aucun signalement ouvert.',
    resolved: 'Aucun signalement résolu.',
    rejected: 'Aucun signalement rejeté.',
  },
  categories: {
    wrong_answer: 'Mauvaise réponse',
    audio: 'Audio',
    transcript: 'Transcription',
    statement: 'Énoncé',
    other: 'Autre',
  } as Record<string, string>,
  contexts: {
    exercise: 'pendant l’exercice',
    training: 'en entraînement',
    results: 'dans les résultats',
  } as Record<string, string>,
  question: (order: number, exercise: string, examType: string) =>
    `Question ${order} · ${exercise} · ${examType}`,
  by: (who: string | null, when: string, where: string) =>
    `Par ${who ?? 'un compte supprimé'}, le ${when}, ${where}`,
  noComment: 'Sans commentaire.',
  othersOpen: (n: number) =>
    `${n} autre${n > 1 ? 's' : ''} signalement${n > 1 ? 's' : ''} ouvert${n > 1 ? 's' : ''} sur cette question`,
  openEditor: 'Ouvrir la question dans l’éditeur',
  resolution: 'Réponse (facultative, gardée au journal)',
  resolve: 'Marquer comme résolu',
  reject: 'Rejeter',
  reopen: 'Rouvrir',
  handled: (who: string | null, when: string) => `Traité par ${who ?? '—'} le ${when}`,
  count: (n: number) => `${n} signalement${n > 1 ? 's' : ''}`,
} as const;

export const adminReviews = {
  title: 'Relectures',
  intro:
    'Demandes de relecture des notes automatiques. Lisez ou écoutez la réponse, la correction automatique à côté, puis donnez votre note.',
  tabs: { requested: 'À relire', done: 'Faites' },
  tabsLabel: 'État des relectures',
  empty: { requested: 'Aucune relecture en attente.', done: 'Aucune relecture faite pour le moment.' },
  skill: { WRITING: 'Écrit', SPEAKING: 'Oral' } as Record<string, string>,
  item: (skill: string, order: number, exercise: string, examType: string) =>
    `${skill} · tâche ${order} · ${exercise} · ${examType}`,
  requestedBy: (who: string, when: string) => `Demandée par ${who} le ${when}`,
  autoNote: (n: number | null) =>
    n === null ? 'Note automatique : aucune' : `Note automatique : ${String(n).replace('.', ',')}/20`,
  humanNote: (n: number | null, who: string | null) =>
    n === null ? '' : `Note du correcteur : ${String(n).replace('.', ',')}/20${who ? ` (${who})` : ''}`,
  open: 'Relire',
  exportCsv: 'Exporter les notes (CSV)',
  exportError: 'L’export a échoué. Réessayez.',
  back: 'Retour à la file',
  subject: 'Sujet',
  instructions: 'Consigne',
  expected: (min: number | null, max: number | null, skill: string) =>
    `Longueur attendue : ${min ?? '?'} à ${max ?? '?'} ${skill === 'SPEAKING' ? 'secondes' : 'mots'}`,
  answer: 'Réponse de l’apprenant',
  recording: 'Enregistrement de l’apprenant',
  noAnswer: 'Pas de réponse.',
  learnerMessage: 'Message de l’apprenant',
  automatic: 'Correction automatique',
  noCorrection: 'Pas de correction automatique lisible.',
  criteria: 'Critères',
  transcript: 'Transcription',
  errors: (n: number) => `${n} erreur${n > 1 ? 's' : ''} relevée${n > 1 ? 's' : ''}`,
  warnings: 'Avertissements du moteur',
  form: 'Votre relecture',
  note: 'Note /20 (demi-points)',
  comments: 'Commentaires pour l’apprenant',
  submit: 'Enregistrer la note et prévenir l’apprenant',
  submitting: 'Enregistrement…',
  done: 'Relecture faite',
  audioError: 'Impossible de charger l’enregistrement.',
} as const;
