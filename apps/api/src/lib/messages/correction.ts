/** Texts of the correction engine (writing and speaking feedback, states, failures). */
const n1 = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
const n2 = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
const list = (xs: string[]) => xs.map((x) => `« ${x} »`).join(', ');

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
    otherSuggestions: (xs: string[]) => `Autres possibilités : ${xs.join(', ')}.`,
    grammalecteAbsent:
      'Le correcteur grammatical Grammalecte n’est pas installé sur ce serveur : les fautes de grammaire et d’orthographe ne sont pas relevées.',
    grammalecteDisabled:
      'Le correcteur grammatical est désactivé sur ce serveur : les fautes de grammaire et d’orthographe ne sont pas relevées.',
    noErrorsChecked: 'Texte non vérifié : aucun correcteur grammatical n’est disponible sur ce serveur.',
    baseFull: 'Estimation à partir du texte complet (grammaire, vocabulaire, cohérence, pertinence).',
    baseWithoutGrammar:
      'Estimation sans correcteur grammatical : la note est extrapolée de la cohérence, de la pertinence et du vocabulaire.',
    criteria: {
      coherence: (s: number, conn: string[], sentences: number, meanLen: number, llm?: string) =>
        `${n1(s)}/5 — ${conn.length ? `connecteurs employés : ${list(conn.slice(0, 8))}` : 'aucun connecteur logique repéré'} ; ${sentences} phrase${sentences > 1 ? 's' : ''} de ${n1(meanLen)} mots en moyenne.${llm ? ` ${llm}` : ''}`,
      pertinence: (
        s: number,
        words: number,
        range: { min: number; max: number } | null,
        overlap: number | null,
        llm?: string,
      ) =>
        `${n1(s)}/5 — ${words} mots${range ? ` pour ${range.min} à ${range.max} attendus` : ''}${overlap === null ? ' ; le rapport au sujet n’a pas pu être mesuré (sujet trop court)' : ` ; ${Math.round(overlap * 100)} % des mots-clés du sujet sont repris`}.${llm ? ` ${llm}` : ''}`,
      vocabulary: (s: number, mtld: number | null) =>
        mtld === null
          ? `${n1(s)}/5 — texte trop court pour mesurer la diversité du vocabulaire.`
          : `${n1(s)}/5 — diversité lexicale (MTLD) de ${n1(mtld)} : ${mtld >= 85 ? 'vocabulaire riche et varié' : mtld >= 60 ? 'vocabulaire assez varié' : mtld >= 45 ? 'vocabulaire simple, avec des répétitions' : 'vocabulaire limité, beaucoup de répétitions'}.`,
      grammar: (s: number, errors: number, per100: number) =>
        `${n1(s)}/5 — ${errors} erreur${errors > 1 ? 's' : ''} relevée${errors > 1 ? 's' : ''}, soit ${n1(per100)} pour 100 mots.`,
      grammarUnavailable:
        'Non évaluée : aucun correcteur grammatical n’est disponible sur ce serveur (installez grammalecte-cli).',
    },
    strengths: {
      length: (w: number) => `Longueur respectée (${w} mots).`,
      topic: (ws: string[]) => `Le texte reprend les notions du sujet (${ws.join(', ')}).`,
      connectors: (cs: string[]) => `Bonne articulation des idées (${list(cs)}).`,
      vocabulary: 'Vocabulaire varié.',
      accuracy: 'Très peu d’erreurs de langue.',
      none: 'Aucun point fort net ne ressort des mesures.',
    },
    improve: {
      topic:
        'Le texte s’éloigne du sujet : reprenez ses mots-clés et répondez à chaque point de la consigne.',
      connectors: 'Les idées sont peu reliées entre elles.',
      accuracy: 'Les erreurs de langue sont nombreuses.',
      longSentences: 'Les phrases sont très longues.',
      vocabulary: 'Le vocabulaire se répète.',
      none: 'Rien de notable : continuez ainsi.',
    },
    instructions: (w: number, range: { min: number; max: number } | null, overlap: number | null) => {
      const len = range
        ? w < range.min
          ? `Texte trop court : ${w} mots pour ${range.min} à ${range.max} attendus.`
          : w > range.max
            ? `Texte trop long : ${w} mots pour ${range.min} à ${range.max} attendus.`
            : `Longueur conforme : ${w} mots (${range.min} à ${range.max} attendus).`
        : `${w} mots ; la consigne ne précise pas de longueur.`;
      const topic =
        overlap === null
          ? ' Le rapport au sujet n’a pas pu être mesuré.'
          : overlap >= 0.4
            ? ' Le sujet est traité.'
            : overlap >= 0.2
              ? ' Le sujet n’est traité qu’en partie.'
              : ' Le texte répond peu au sujet posé.';
      return len + topic;
    },
    suggest: {
      tooShort: (n: number) =>
        `Développez votre texte d’environ ${n} mots pour atteindre la longueur demandée.`,
      tooLong: (n: number) => `Resserrez votre texte d’environ ${n} mots : le dépassement est pénalisé.`,
      category: (cat: string, n: number) => `Revoyez les règles de ${cat} (${n} erreur${n > 1 ? 's' : ''}).`,
      connectors: (fns: string[]) =>
        `Variez les connecteurs : ${fns
          .map(
            (f) =>
              ({
                opposition: 'opposition (cependant, en revanche)',
                cause: 'cause (car, puisque)',
                consequence: 'conséquence (donc, par conséquent)',
                structure: 'organisation (d’abord, ensuite, enfin)',
              })[f] ?? f,
          )
          .join(' ; ')}.`,
      split: 'Coupez les phrases trop longues en deux ou trois phrases plus simples.',
      vocabulary: 'Employez des synonymes au lieu de répéter les mêmes mots.',
      topic: 'Relisez la consigne et reprenez explicitement chacun de ses points.',
    },
    speaking: {
      noTranscript:
        'Non évaluable sans transcription : aucun service de reconnaissance vocale n’est configuré sur ce serveur.',
      noTranscriptText:
        'Pas de texte corrigé : la réponse orale n’a pas été transcrite (aucun service de reconnaissance vocale configuré).',
      baseFluency:
        'Estimation à partir de l’aisance (débit, pauses) et de la durée seulement : sans transcription, le contenu n’est pas évalué.',
      baseTranscript: 'Estimation à partir de la transcription et des mesures acoustiques.',
      sttFailed: (why: string) => `La transcription a échoué : ${why}`,
      emptyTranscript: 'La transcription est vide : aucune parole reconnue.',
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
