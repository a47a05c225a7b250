/** What the start-up report says about optional components (printed by `npm start`). */
export const startupMessages = {
  metrics: {
    badToken: 'Jeton de mesures absent ou invalide.',
  },
  startup: {
    componentsTitle: 'Composants facultatifs :',
    present: 'présent',
    missing: 'absent',
    grammalecte: {
      name: 'Grammalecte (correcteur grammatical)',
      where: (p: string) => `grammalecte-server : ${p}`,
      external: (url: string) => `service externe ${url}`,
      disabled: 'désactivé (GRAMMALECTE_DISABLED)',
      impact:
        'la grammaire et l’orthographe des productions écrites ne sont pas évaluées ; installez le paquet Debian grammalecte-cli.',
    },
    ffmpeg: {
      name: 'ffmpeg (enregistrements oraux)',
      where: (p: string) => p,
      impact:
        'les réponses orales enregistrées ne peuvent être ni analysées ni converties ; installez le paquet Debian ffmpeg.',
    },
    stt: {
      name: 'Reconnaissance vocale (STT_BASE_URL)',
      where: (url: string) => url,
      impact:
        'l’expression orale est estimée sur l’aisance et la durée seulement, sans transcription ni évaluation du contenu.',
    },
    llm: {
      name: 'Modèle de langue (LLM_BASE_URL)',
      where: (url: string) => url,
      impact: 'les commentaires de correction viennent des seules règles automatiques, sans avis rédigé.',
    },
    smtp: {
      name: 'Serveur d’e-mails (SMTP_URL)',
      where: (url: string) => url,
      impact: (outbox: string) =>
        `les e-mails (confirmation, mot de passe oublié) ne partent pas : ils sont écrits dans ${outbox}.`,
    },
    redis: {
      name: 'Redis (REDIS_URL)',
      where: (url: string) => url,
      impact: 'limites de débit et cache gardés en mémoire de ce seul processus (un seul serveur).',
    },
    s3: {
      name: 'Stockage S3 (S3_BUCKET)',
      where: (bucket: string) => bucket,
      impact: (dir: string) => `médias et enregistrements gardés sur le disque local (${dir}).`,
    },
  },
} as const;
