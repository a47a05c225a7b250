/** Texts of the catalogue, practice, media and statistics calls. */
export const practiceMessages = {
  catalog: {
    examTypeNotFound: "Type d'examen introuvable.",
    examNotFound: 'Examen introuvable.',
    exerciseNotFound: 'Exercice introuvable.',
    questionNotFound: 'Question introuvable.',
    noQuestion: 'Aucune question disponible pour cet examen.',
    locked:
      'Cet exercice est réservé aux abonnés : les 3 premiers exercices de chaque examen sont gratuits. Achetez un package pour ce type d’examen.',
    loginRequired: 'Connectez-vous pour accéder aux exercices.',
    notMcq: 'Cette question n’est pas un QCM.',
    examInProgress:
      'Un examen blanc est en cours sur cet exercice : la correction sera visible une fois l’examen terminé.',
  },
  practice: {
    attemptNotFound: 'Tentative introuvable.',
    answerNotFound: 'Réponse introuvable.',
    attemptClosed: 'Cette tentative est terminée : elle ne peut plus recevoir de réponse.',
    timeUp: 'Le temps imparti est écoulé : la tentative a été clôturée.',
    notCompleted: 'Cette tentative n’est pas encore terminée.',
    examInProgress:
      'Un examen blanc est en cours sur cet exercice : terminez-le avant de commencer une autre tentative ou de consulter les corrections de cet exercice.',
    questionNotInExercise: 'Cette question ne fait pas partie de l’exercice.',
    choiceRequired: 'Choisissez une réponse.',
    choiceNotInQuestion: 'Ce choix ne correspond à aucune réponse de la question.',
    textRequired: 'Merci de répondre à la question.',
    audioRequired: 'Un enregistrement audio est requis pour cette question.',
    audioNotExpected: 'Cette question attend une réponse écrite, pas un enregistrement.',
    dataUrlInvalid: 'Le fichier audio doit être une URL de données « data:audio/...;base64,... ».',
    audioNotAudio:
      'Le fichier envoyé n’est pas un enregistrement audio reconnu (webm, ogg, mp4/m4a, mp3 ou wav).',
    audioUnreadable: 'Le fichier audio est illisible ou endommagé.',
    audioTooLarge: (mb: number) => `Le fichier audio ne doit pas dépasser ${mb} Mo.`,
    audioTooLong: (s: number) => `L’enregistrement ne doit pas dépasser ${s} secondes.`,
    audioEmpty: 'L’enregistrement est vide.',
    multipartInvalid: 'Formulaire multipart invalide.',
    oneTakeInExam:
      'En examen, une tâche orale ne s’enregistre qu’une fois : votre premier enregistrement est conservé.',
  },
  media: {
    notFound: 'Fichier introuvable.',
    rangeNotSatisfiable: 'Plage d’octets non satisfiable.',
  },
} as const;
