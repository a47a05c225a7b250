/** Texts of the content packs (import command and validation). */
export const contentMessages = {
  content: {
    slug: 'Slug invalide : minuscules, chiffres et tirets seulement (ex. tcf-ce-serie-1).',
    required: 'Champ obligatoire.',
    packMissing: 'Fichier pack.yaml (ou pack.json) introuvable à la racine du pack.',
    folderMissing: (dir: string) => `Dossier introuvable : ${dir}`,
    yamlInvalid: (detail: string) => `YAML invalide : ${detail}`,
    notAnObject: 'Le fichier doit contenir un objet (clés : valeurs).',
    duplicate: (kind: string, slug: string, first: string) => `${kind} « ${slug} » déjà défini (${first}).`,
    duplicateOrder: (order: number) => `Ordre ${order} déjà utilisé dans cet exercice.`,
    unknownExamType: (slug: string) => `Type d'examen inconnu : « ${slug} » (ni dans ce pack, ni en base).`,
    titleNumber: 'Le titre doit se terminer par un numéro (il fixe l’ordre des exercices).',
    mcqChoices: 'Un QCM doit avoir de 2 à 6 choix.',
    mcqOneCorrect: (n: number) => `Un QCM doit avoir exactement une bonne réponse (trouvées : ${n}).`,
    noChoices: 'Seuls les QCM ont des choix.',
    explanationMcqOnly: 'Seuls les QCM ont une explication.',
    explanationUnknownChoice: (slug: string) =>
      `« ${slug} » n’est pas un mauvais choix de cette question : l’explication ne peut pas s’y rapporter.`,
    explanationMissingChoice: (slug: string) =>
      `L’explication doit dire en une ligne pourquoi le choix « ${slug} » ne convient pas.`,
    transcriptAudioOnly: 'Seules les ressources audio ont une transcription.',
    fallbackAudioOnly: 'Seules les ressources audio ont une copie de secours (fallback).',
    fallbackFormat: (file: string) =>
      `media/${file} : la copie de secours doit être en AAC (.m4a) ou en MP3, lisibles par tous les navigateurs.`,
    fallbackFailed: (file: string, detail: string) => `Copie AAC de media/${file} impossible : ${detail}`,
    typeForSkill: (type: string, skill: string) =>
      `Le type de question « ${type} » ne convient pas à la compétence ${skill}.`,
    expectedRange: 'expected.min doit être inférieur ou égal à expected.max.',
    speakingOnlyAudio: 'speaking ne s’applique qu’aux tâches d’expression orale (type audio).',
    speakingLimitUnderExpected:
      'speaking.maxDuration doit laisser le temps de la durée attendue (expected.min).',
    mediaPath: 'Chemin de média invalide (relatif à media/, sans « .. »).',
    mediaMissing: (file: string) => `Fichier introuvable : media/${file}`,
    mediaType: (file: string) =>
      `Type de fichier non reconnu : ${file} (png, jpg, webp, gif, svg ; mp3, ogg/opus, m4a, wav, webm).`,
    mediaKind: (file: string, kind: string) => `media/${file} n’est pas un fichier ${kind} valide.`,
    dateInvalid: 'Date invalide (AAAA-MM-JJ).',
    dateOrder: 'validUntil doit être postérieure à validFrom.',
    problemsFound: (n: number) =>
      `${n} problème${n > 1 ? 's' : ''} trouvé${n > 1 ? 's' : ''} : rien n'a été importé.`,
    imported: (s: string) => `Pack importé : ${s}.`,
    usage: 'Usage : npm run content:import -- <dossier du pack>',
  },
  admin: {
    usage:
      'Usage : npm run user:create-admin -- --email <adresse> --password <mot de passe> [--role reviewer]',
    created: (email: string, role = 'admin') =>
      `${role === 'reviewer' ? 'Correcteur' : 'Administrateur'} créé : ${email}`,
    promoted: (email: string, role = 'admin') =>
      `Compte existant promu ${role === 'reviewer' ? 'correcteur' : 'administrateur'} (mot de passe mis à jour) : ${email}`,
  },
} as const;
