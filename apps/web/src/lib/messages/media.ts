/** Texts of the reusable audio player and voice recorder (SPEC §2, §4, §8). */

export const audioPlayer = {
  play: 'Écouter',
  pause: 'Pause',
  resume: 'Reprendre',
  playing: '(En cours...)',
  paused: '(En pause)',
  played: 'Déjà écouté',
  onePlay: 'Une seule écoute est autorisée en mode examen.',
  seek: 'Position de lecture',
  volume: 'Volume',
  mute: 'Couper le son',
  unmute: 'Rétablir le son',
  unsupported: 'Votre navigateur ne permet pas de lire cet audio.',
  error: 'Impossible de lire cet audio.',
  loading: 'Chargement de l’audio...',
  time: (cur: string, total: string) => `${cur} / ${total}`,
} as const;

export const recorder = {
  start: 'Commencer l’enregistrement',
  stop: 'Arrêter l’enregistrement',
  restart: 'Recommencer',
  recording: 'Enregistrement en cours',
  recorded: 'Enregistrement terminé',
  idle: 'Appuyez pour enregistrer votre réponse',
  requesting: 'Autorisation du microphone...',
  elapsed: (cur: string, max: string) => `${cur} / ${max}`,
  level: 'Niveau sonore',
  autoStopped: 'Durée maximale atteinte : enregistrement arrêté.',
  micDenied: "Impossible d'accéder au microphone. Vérifiez les permissions.",
  startError: "Erreur lors du démarrage de l'enregistrement",
  unsupported: 'Votre navigateur ne permet pas d’enregistrer l’audio.',
  playback: 'Votre enregistrement',
} as const;

/** Texts of the full-screen image viewer. */
export const imageViewer = {
  open: (title: string) => (title ? `Agrandir le document : ${title}` : 'Agrandir le document'),
  title: (title: string) => title || 'Document',
  zoomIn: 'Zoom avant',
  zoomOut: 'Zoom arrière',
  reset: 'Taille de l’écran',
  zoom: (percent: number) => `Zoom : ${percent} %`,
  hint: 'Pincez ou utilisez les boutons pour zoomer, faites glisser pour vous déplacer.',
};
