/** Texts of the start screen shown before an exam attempt begins. */
export const startScreen = {
  rulesTitle: 'Avant de commencer',
  duration: 'Durée',
  noLimit: 'Pas de limite de temps',
  questions: 'Questions',
  tasks: 'Tâches',
  ruleTimer: (label: string) =>
    `Le chronomètre de ${label} démarre dès que vous appuyez sur « Commencer » et ne s’arrête pas si vous quittez la page ; à la fin du temps, l’exercice est terminé automatiquement.`,
  ruleNoTimer:
    'Pas de chronomètre : prenez le temps qu’il faut, l’exercice se termine quand vous le décidez.',
  ruleAudioOnce: 'Chaque enregistrement ne s’écoute qu’une seule fois, comme le jour de l’examen.',
  ruleNoHelp:
    'Les bonnes réponses, les explications et les transcriptions s’affichent seulement une fois l’exercice terminé.',
  ruleWriting: 'Chaque tâche attend un texte ; le nombre de mots conseillé est indiqué sous la consigne.',
  ruleSpeaking:
    'Chaque tâche attend un enregistrement : autorisez l’accès au micro et installez-vous au calme.',
  ruleSaved: 'Vos réponses sont enregistrées au fur et à mesure, même si la connexion coupe.',
  ruleCount:
    'Une tentative commencée compte dans votre historique ; seules celles où quelque chose a été évalué comptent dans vos moyennes.',
  start: 'Commencer',
  starting: 'Démarrage...',
  back: 'Retour',
} as const;
