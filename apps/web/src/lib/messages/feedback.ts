/** Texts of the learner's "Signaler une erreur" and of the human review on the results page. */

export const reportQuestion = {
  button: 'Signaler une erreur',
  title: 'Signaler une erreur',
  intro: 'Dites-nous ce qui ne va pas dans cette question : l’équipe pédagogique la vérifiera.',
  category: 'Type d’erreur',
  categories: {
    wrong_answer: 'Mauvaise réponse',
    audio: 'Audio',
    transcript: 'Transcription',
    statement: 'Énoncé',
    other: 'Autre',
  },
  comment: 'Commentaire (facultatif)',
  commentHint: 'Par exemple : « la réponse B est aussi correcte », « le son coupe à 0:45 ».',
  cancel: 'Annuler',
  send: 'Envoyer le signalement',
  sending: 'Envoi…',
  chooseCategory: 'Choisissez le type d’erreur.',
  error: 'Le signalement n’a pas pu être envoyé. Réessayez.',
} as const;

const note = (n: number) => `${String(n).replace('.', ',')}/20`;

export const humanReview = {
  title: 'Relecture par un correcteur',
  ask: 'Demander une relecture par un correcteur',
  askHint:
    'Un correcteur relira votre réponse et donnera sa propre note /20 avec ses commentaires. Les deux notes restent visibles.',
  message: 'Votre message au correcteur (facultatif)',
  send: 'Envoyer la demande',
  sending: 'Envoi…',
  cancel: 'Annuler',
  error: 'La demande n’a pas pu être envoyée. Réessayez.',
  requested: (date: string) =>
    `Relecture demandée le ${date} : un correcteur vous répondra ici et par e-mail.`,
  humanNote: 'Note du correcteur',
  humanBadge: 'Relue par un correcteur',
  autoNote: (n: number | null) =>
    n === null ? 'Note automatique : non donnée' : `Note automatique : ${note(n)}`,
  note,
  comments: 'Commentaires du correcteur',
  reviewedOn: (date: string) => `Relue le ${date}`,
  needsPackage: 'La relecture par un correcteur est comprise dans les forfaits de cet examen.',
  seePackages: 'Voir les forfaits',
} as const;
