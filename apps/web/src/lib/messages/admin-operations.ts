/** Texts of the back office's operations section (jobs, newsletter, settings). */

export const adminOperations = {
  title: 'Exploitation',
  jobs: 'Tâches de fond',
  jobsIntro: 'Corrections, paiements, rappels et nettoyages passent par cette file.',
  queue: 'File',
  queued: 'En attente',
  running: 'En cours',
  failed: 'En échec',
  done24h: 'Terminées (24 h)',
  noQueues: 'Aucune tâche enregistrée.',
  stateLabel: 'Tâches affichées',
  states: { failed: 'En échec', queued: 'En attente', running: 'En cours', done: 'Terminées' },
  noJobs: 'Aucune tâche dans cet état.',
  job: (id: number, queue: string, attempts: number, max: number) =>
    `Tâche ${id} · ${queue} · ${attempts}/${max} essai${max > 1 ? 's' : ''}`,
  lastError: 'Dernière erreur',
  retry: 'Relancer',
  newsletter: 'Lettre d’information',
  newsletterIntro: 'Les adresses inscrites depuis le pied de page, au format CSV (tableur).',
  exportNewsletter: 'Exporter les abonnés (CSV)',
  exportError: 'L’export a échoué. Réessayez.',
  settings: 'Réglages de la plateforme',
  settingsIntro:
    'Ces réglages remplacent ceux de l’environnement. « Revenir à l’environnement » efface la valeur enregistrée ici.',
  origin: 'Origine : ',
  sources: { database: 'modifié ici', environment: 'environnement', default: 'valeur par défaut' } as Record<
    string,
    string
  >,
  updated: (who: string | null, when: string) => `modifié par ${who ?? '—'} le ${when}`,
  whatsapp: 'Numéro WhatsApp (international, sans +)',
  students: 'Nombre d’étudiants affiché (vide : masqué)',
  successRate: 'Taux de réussite affiché, en % (vide : masqué)',
  supportHours: 'Horaires d’assistance (vide : masqués)',
  testimonials: 'Témoignages (JSON : [{"name", "place", "text"}])',
  accessRules: 'Règles d’accès (JSON : {"*": {"free_exercises": 1, "free_exam_correction": true}})',
  reviewAccess: 'Relecture par un correcteur',
  reviewAccessHint:
    'Comprise dans les forfaits : seuls les apprenants ayant un forfait en cours pour l’examen peuvent la demander.',
  reviewAccessOptions: {
    off: 'Non proposée',
    packages: 'Comprise dans les forfaits',
    all: 'Offerte à tous',
  } as Record<string, string>,
  invalidJson: 'JSON invalide.',
  save: 'Enregistrer les réglages',
  saving: 'Enregistrement…',
  saved: 'Réglages enregistrés.',
  reset: 'Revenir à l’environnement',
} as const;
