/** Texts of the correction engine (writing and speaking feedback, states, failures). */
const n1 = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
const n2 = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 2 });

export const correctionMessages = {
  correction: {
    notFound: 'Réponse introuvable.',
    nothingToCorrect: 'Cette réponse n’a ni texte ni enregistrement à corriger.',
    subscriptionRequired:
      'La correction des exercices d’expression en mode entraînement nécessite un abonnement actif pour ce type d’examen.',
    notExpression: 'Seules les réponses d’expression écrite ou orale sont corrigées.',
    queued: 'La correction est en file d’attente. Le résultat apparaîtra dans quelques instants.',
    running: 'La correction est en cours. Le résultat apparaîtra dans quelques instants.',
    done: 'Réponse corrigée avec succès.',
    failed: 'Erreur lors de la correction de la réponse.',
    analyserFailed: (name: string, why: string) => `L’analyse « ${name} » n’a pas pu être faite : ${why}`,
    noSuggestion: 'Aucune correction automatique proposée : relisez ce passage.',
    grammalecteAbsent:
      'Le correcteur grammatical Grammalecte n’est pas installé sur ce serveur : les fautes de grammaire et d’orthographe ne sont pas relevées.',
    grammalecteDisabled:
      'Le correcteur grammatical est désactivé sur ce serveur : les fautes de grammaire et d’orthographe ne sont pas relevées.',
    noErrorsChecked: 'Texte non vérifié : aucun correcteur grammatical n’est disponible sur ce serveur.',
    notFrench:
      'Le texte n’est pas rédigé en français : ses fautes ne sont pas relevées et il n’est pas corrigé.',
    notFrenchNotChecked: 'Texte non corrigé : il n’est pas rédigé en français.',
    speaking: {
      sttFailed: (why: string) => `La transcription a échoué : ${why}`,
      silent: 'L’enregistrement est silencieux : aucune voix n’a été détectée.',
      tooShort: (s: number) =>
        `L’enregistrement est trop court (${n1(s)} s) pour être analysé (au moins 1 s).`,
      notAudio: 'Le fichier enregistré n’est pas un enregistrement audio lisible.',
      missingFile: 'Le fichier de l’enregistrement est introuvable.',
      hnr: (db: number | null) =>
        db === null
          ? 'Non mesurable : trop peu de parole voisée.'
          : `${n1(db)} dB de rapport harmoniques/bruit : ${db >= 20 ? 'voix claire et bien timbrée' : db >= 12 ? 'voix assez claire' : db >= 7 ? 'voix un peu voilée ou soufflée' : 'voix très voilée ou enregistrement bruité'}.`,
      jitter: (pct: number | null) =>
        pct === null
          ? 'Non mesurable : trop peu de parole voisée.'
          : `${n2(pct)} % de jitter local : ${pct <= 1.04 ? 'hauteur de voix stable (sous le seuil de 1,04 % de Praat)' : pct <= 2 ? 'hauteur de voix un peu instable (hésitations, tension)' : 'hauteur de voix instable (voix tremblante ou enregistrement bruité)'}.`,
      shimmer: (pct: number | null) =>
        pct === null
          ? 'Non mesurable : trop peu de parole voisée.'
          : `${n2(pct)} % de shimmer local : ${pct <= 3.81 ? 'volume régulier (sous le seuil de 3,81 % de Praat)' : pct <= 7 ? 'volume un peu irrégulier' : 'volume irrégulier (voix mal posée, micro éloigné ou bruit)'}.`,
      fluency: (
        rate: number | null,
        art: number | null,
        pauses: number,
        meanPause: number | null,
        ratio: number | null,
      ) =>
        rate === null
          ? 'Aisance non mesurable : aucune syllabe détectée.'
          : `${n1(rate)} syllabes par seconde (${n1(art ?? 0)} en articulation), ${pauses} pause${pauses > 1 ? 's' : ''}${meanPause !== null ? ` de ${n1(meanPause)} s en moyenne` : ''}, parole pendant ${Math.round((ratio ?? 0) * 100)} % du temps : ${rate >= 3.5 ? 'débit aisé' : rate >= 2.5 ? 'débit correct avec quelques hésitations' : 'débit lent ou très haché'}.`,
      duration: (s: number, range: { min: number; max: number } | null) =>
        range
          ? s < range.min
            ? `Réponse courte : ${n1(s)} s pour ${range.min} à ${range.max} s attendues.`
            : s > range.max
              ? `Réponse longue : ${n1(s)} s pour ${range.min} à ${range.max} s attendues.`
              : `Durée conforme : ${n1(s)} s (${range.min} à ${range.max} s attendues).`
          : `Durée : ${n1(s)} s ; la consigne ne précise pas de durée.`,
      fluencyCriterion: (s: number, text: string) => `${n1(s)}/5 — ${text}`,
      durationCriterion: (s: number, text: string) => `${n1(s)}/5 — ${text}`,
    },
    llm: {
      failed: (why: string) => `L’avis du modèle de langue n’a pas pu être obtenu : ${why}`,
      timeout: 'délai de réponse dépassé',
      garbage: 'réponse illisible',
      http: (status: number) => `le service a répondu ${status}`,
    },
  },
} as const;
