import { escapeHtml as esc } from './billing';

const note = (n: number) => `${String(n).replace('.', ',')}/20`;

/** Texts of the learners' reports on questions and of the human review of automatic notes. */
export const feedbackMessages = {
  reports: {
    thanks: 'Merci ! Votre signalement a été transmis à l’équipe pédagogique.',
    questionNotFound: 'Question introuvable.',
    notFound: 'Signalement introuvable.',
    alreadyOpen:
      'Cet apprenant a déjà un autre signalement ouvert sur cette question : traitez celui-là plutôt que de rouvrir celui-ci.',
    updated: {
      open: 'Signalement rouvert.',
      resolved: 'Signalement marqué comme résolu.',
      rejected: 'Signalement rejeté.',
    },
  },
  reviews: {
    requested:
      'Votre demande de relecture est enregistrée. Un correcteur vous répondra par e-mail et sur cette page.',
    alreadyRequested: 'Une relecture de cette réponse a déjà été demandée.',
    answerNotFound: 'Réponse introuvable.',
    notFound: 'Relecture introuvable.',
    notExpression: 'Seules les réponses écrites et orales peuvent être relues par un correcteur.',
    notCompleted: 'Terminez l’exercice avant de demander une relecture.',
    notCorrected: 'La correction automatique de cette réponse n’est pas encore prête.',
    off: 'La relecture par un correcteur n’est pas proposée pour le moment.',
    needsPackage:
      'La relecture par un correcteur est réservée aux forfaits de cet examen. Consultez les forfaits pour en profiter.',
    alreadyDone: 'Cette relecture est déjà faite : les deux notes sont conservées telles quelles.',
    saved: 'Note du correcteur enregistrée ; l’apprenant est prévenu par e-mail.',
    noAudio: 'Cette réponse n’a pas d’enregistrement.',
    csvHeader: [
      'relecture',
      'demandee_le',
      'relue_le',
      'type_examen',
      'epreuve',
      'exercice',
      'question',
      'note_auto_20',
      'note_humaine_20',
      'ecart',
      'correcteur',
    ],
    mail: {
      subject: 'Votre réponse a été relue par un correcteur',
      text: (o: {
        name: string;
        exercise: string;
        human: number;
        auto: number | null;
        comments: string;
        url: string;
      }) =>
        `Bonjour ${o.name},\n\nUn correcteur a relu votre réponse à « ${o.exercise} ».\n\n` +
        `Note du correcteur : ${note(o.human)}\n` +
        (o.auto !== null ? `Note automatique : ${note(o.auto)}\n` : '') +
        `\nSes commentaires :\n${o.comments}\n\nRetrouvez-les sur votre page de résultats : ${o.url}\n\n` +
        `L'équipe PrépaLangues`,
      html: (o: {
        name: string;
        exercise: string;
        human: number;
        auto: number | null;
        comments: string;
        url: string;
      }) =>
        `<p>Bonjour ${esc(o.name)},</p><p>Un correcteur a relu votre réponse à « ${esc(o.exercise)} ».</p>` +
        `<p><strong>Note du correcteur : ${note(o.human)}</strong>` +
        (o.auto !== null ? `<br>Note automatique : ${note(o.auto)}` : '') +
        `</p><p>Ses commentaires :</p><blockquote>${esc(o.comments).replace(/\n/g, '<br>')}</blockquote>` +
        `<p><a href="${esc(o.url)}">Voir mes résultats</a></p><p>L'équipe PrépaLangues</p>`,
    },
  },
} as const;
