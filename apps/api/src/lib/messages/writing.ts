/** Texts of the written assessment: learner explanations, criteria, caps, task fulfilment, advice. */
const n1 = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
const q = (x: string) => `« ${x} »`;
const list = (xs: string[]) => xs.map(q).join(', ');
const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);
/** How the most frequent error category reads after "surtout" when "en …" would not. */
const TOP_CATEGORY: Record<string, string> = {
  temps: 'dans le temps des verbes',
  confusion: 'dans les mots qui se prononcent de la même façon',
};

export const writingMessages = {
  writing: {
    /** Explanation of an error for a learner, by category; `w` the learner's words, `r` the correction. */
    explain: {
      accord: (w: string, r: string) =>
        `Accord : écrivez ${q(r)} et non ${q(w)}. L’adjectif et le déterminant prennent le genre (masculin ou féminin) et le nombre (singulier ou pluriel) du nom qu’ils accompagnent.`,
      accordScripteur: (w: string, r: string) =>
        `Accord : écrivez ${q(r)} et non ${q(w)}. Quand une femme parle d’elle-même, l’adjectif et le participe passé qui la désignent se mettent au féminin (« je suis désolée », « je suis arrivée », « il m’a aidée »).`,
      conjugaison: (w: string, r: string) =>
        `Conjugaison : écrivez ${q(r)} et non ${q(w)}. La terminaison du verbe dépend de son sujet (je, tu, il, nous, vous, ils).`,
      'participe passé': (w: string, r: string) =>
        `Participe passé : écrivez ${q(r)} et non ${q(w)}. Après « avoir », on écrit le participe passé (« j’ai mangé ») et non l’infinitif ; il s’accorde avec le complément d’objet placé avant le verbe (« les photos que j’ai prises ») ; après « être », il s’accorde avec le sujet.`,
      'mode verbal': (w: string, r: string) =>
        `Mode du verbe : écrivez ${q(r)} et non ${q(w)}. Après « il faut que », « pour que », « bien que » ou « avant que », le verbe se met au subjonctif.`,
      auxiliaire: (w: string, r: string) =>
        `Auxiliaire : écrivez ${q(r)} et non ${q(w)}. Les verbes de mouvement (aller, venir, arriver, partir, tomber, rester, entrer…) se conjuguent avec « être » au passé composé, et le participe s’accorde avec le sujet.`,
      élision: (w: string, r: string) =>
        `Élision : écrivez ${q(r)} et non ${q(w)}. Devant une voyelle ou un h muet, « je », « le », « la », « de », « que » et « ne » perdent leur voyelle et prennent une apostrophe.`,
      confusion: (w: string, r: string) =>
        `Mots qui se prononcent de la même façon : écrivez ${q(r)} et non ${q(w)}. Vérifiez le sens : « a » (verbe avoir) ou « à » (préposition), « c’est » (cela est) ou « s’est » (verbe pronominal), « ces » (ceux-là) ou « ses » (les siens).`,
      orthographe: (w: string, r: string) =>
        `Orthographe : écrivez ${q(r)} et non ${q(w)}. Vérifiez les lettres et les accents de ce mot.`,
      orthographeSansCorrection: (w: string) =>
        `Orthographe : le mot ${q(w)} n’existe pas sous cette forme. Vérifiez les lettres et les accents.`,
      orthographeAuChoix: (w: string, candidates: string[]) =>
        `Orthographe : le mot ${q(w)} n’existe pas sous cette forme. Vouliez-vous écrire ${candidates
          .map(q)
          .join(' ou ')} ? Choisissez selon le sens de votre phrase.`,
      majuscule: (w: string, r: string) =>
        `Majuscule : écrivez ${q(r)} et non ${q(w)}. Une phrase commence par une majuscule, comme les noms de personnes, de villes et de pays.`,
      ponctuation: (w: string, r: string) =>
        `Ponctuation : écrivez ${q(r)} et non ${q(w)}. Une virgule ou un point bien placé rend la phrase plus claire.`,
      syntaxe: (w: string, r: string) =>
        `Construction de la phrase : écrivez ${q(r)} et non ${q(w)}. L’ordre ou le choix des mots ne suit pas la règle française.`,
      autre: (w: string, r: string) => `Écrivez ${q(r)} et non ${q(w)}.`,
      tempsSansCorrection: (w: string) =>
        `Temps du verbe : la phrase parle d’un moment passé (comme « hier », « l’année dernière » ou « quand je suis arrivé »). Mettez ${q(w)} au passé composé (action terminée) ou à l’imparfait (description, habitude).`,
      sansCorrection: (w: string) =>
        `Relisez ${q(w)} : cette forme pose problème, mais aucune correction sûre n’est proposée.`,
    },
    criteria: {
      tache: 'Réalisation de la tâche',
      coherence: 'Cohérence et liens entre les idées',
      vocabulaire: 'Vocabulaire',
      phrases: 'Construction des phrases',
      langue: 'Correction de la langue',
    },
    level: (l: string) => `niveau ${l} environ`,
    reasons: {
      tache: (
        covered: number,
        total: number,
        missing: string[],
        words: number,
        range: { min: number; max: number } | null,
      ) =>
        `${total ? `${covered} ${plural(covered, 'point traité', 'points traités')} sur ${total}${missing.length ? ` (manque : ${missing.join(', ')})` : ''} ; ` : ''}${words} mots${range ? ` pour ${range.min} à ${range.max} attendus` : ''}.`,
      tacheCapped: (why: string) => why,
      coherence: (level: string, used: string[]) =>
        used.length
          ? `${level} : les idées sont reliées par ${list(used.slice(0, 5))}.`
          : `${level} : les phrases se suivent sans mot de liaison (mais, donc, parce que, cependant…).`,
      vocabulaire: (level: string, rare: string[]) =>
        rare.length >= 3
          ? `${level} : vocabulaire varié, avec des mots précis comme ${list(rare.slice(0, 3))}.`
          : `${level} : vocabulaire courant, avec des mots qui se répètent.`,
      phrases: (level: string, meanLen: number, tenses: string[]) =>
        `${level} : phrases de ${n1(meanLen)} mots en moyenne${tenses.length ? ` ; temps et modes employés en plus du présent : ${tenses.join(', ')}` : ' ; seulement le présent'}.`,
      /** A transcript's sentences are cut by the transcriber: only tenses and moods are said. */
      phrasesSpoken: (level: string, tenses: string[]) =>
        `${level} : ${tenses.length ? `temps et modes employés en plus du présent : ${tenses.join(', ')}` : 'seulement le présent'}.`,
      langue: (level: string, errors: number, per100: number, top: string | null) =>
        errors === 0
          ? `${level} : aucune erreur relevée.`
          : `${level} : ${errors} ${plural(errors, 'erreur relevée', 'erreurs relevées')}, soit ${n1(per100)} pour 100 mots${top ? `, surtout ${TOP_CATEGORY[top] ?? `en ${top}`}` : ''}.`,
      langueUnavailable: 'Non évaluée : aucun correcteur grammatical n’est disponible sur ce serveur.',
      langueNotFrench: 'Non évaluée : le texte n’est pas rédigé en français.',
    },
    caps: {
      'autre-langue': (lang: string) =>
        `Le texte n’est pas rédigé en français${lang ? ` (langue reconnue : ${lang})` : ''} : l’épreuve évalue le français, la note est limitée à 3/20.`,
      copie: (pct: number) =>
        `${pct} % du texte reprend mot pour mot la consigne : les mots copiés ne comptent pas, la note est limitée à 4/20.`,
      'hors-sujet': (labels: string[]) =>
        `Hors sujet : le texte ne traite pas ce que demande la consigne${labels.length ? ` (${labels.join(', ')})` : ''}. La note est limitée à 7/20.`,
      'trop-court': (words: number, min: number, max: number) =>
        `Texte beaucoup trop court : ${words} mots écrits pour ${min} demandés au minimum. Un texte aussi court ne montre pas votre niveau ; la note est limitée à ${n1(max)}/20.`,
      'liste-de-mots': 'Le texte est une liste de mots, sans phrases : la note est limitée à 2/20.',
      'trop-long': (words: number, max: number) =>
        `Texte beaucoup trop long : ${words} mots pour ${max} au maximum. Le respect de la longueur fait partie de la tâche ; la note est limitée à 12/20.`,
    },
    languages: {
      eng: 'anglais',
      spa: 'espagnol',
      por: 'portugais',
      ita: 'italien',
      deu: 'allemand',
      arb: 'arabe',
      cmn: 'chinois',
      rus: 'russe',
      und: '',
    } as Record<string, string>,
    base: 'Estimation du niveau à partir du texte : réalisation de la tâche, cohérence, vocabulaire, construction des phrases et correction de la langue, étalonnée sur les bandes officielles du TCF.',
    baseNotFrench:
      'Estimation d’un texte qui n’est pas en français : la correction de la langue n’est pas évaluée et la note est limitée.',
    baseWithoutGrammar:
      'Estimation sans correcteur grammatical : la correction de la langue n’est pas évaluée, la note repose sur les autres critères.',
    instructions: {
      length: (words: number, range: { min: number; max: number } | null) =>
        range
          ? words < range.min
            ? `Texte trop court : ${words} mots pour ${range.min} à ${range.max} attendus.`
            : words > range.max
              ? `Texte trop long : ${words} mots pour ${range.min} à ${range.max} attendus.`
              : `Longueur respectée : ${words} mots (${range.min} à ${range.max} attendus).`
          : `${words} mots ; la consigne ne précise pas de longueur.`,
      copied: (n: number) => ` ${n} mots repris de la consigne ne sont pas comptés.`,
      points: (covered: string[], missing: string[]) =>
        `${covered.length ? ` Points traités : ${covered.join(', ')}.` : ''}${missing.length ? ` Points absents : ${missing.join(', ')}.` : ''}`,
      onTopic: ' Le texte traite le sujet demandé.',
      notMeasurable:
        ' Le rapport au sujet n’a pas pu être vérifié : la consigne ne donne pas assez d’éléments.',
    },
    strengths: {
      tache: 'Tous les points demandés sont traités.',
      coherence: (used: string[]) => `Les idées sont bien reliées (${list(used.slice(0, 4))}).`,
      vocabulaire: 'Le vocabulaire est varié et précis.',
      phrases: 'Les phrases sont variées : subordonnées et plusieurs temps.',
      langue: 'La langue est correcte : très peu d’erreurs.',
      none: 'Aucun point fort net ne ressort encore : visez d’abord des phrases simples et correctes.',
    },
    improve: {
      tache: (missing: string[]) =>
        `Traitez tous les points de la consigne${missing.length ? ` : ${missing.join(', ')}` : ''}.`,
      coherence: 'Reliez davantage les idées entre elles.',
      vocabulaire: 'Variez le vocabulaire.',
      phrases: 'Variez la construction des phrases.',
      langue: 'Réduisez les erreurs de langue.',
      none: 'Rien de notable : continuez ainsi.',
    },
    suggest: {
      error: (cat: string, n: number, original: string, correction: string) =>
        `Revoyez ${cat === 'accord' ? 'les accords' : cat === 'orthographe' ? 'l’orthographe' : `la règle (${cat})`} : ${n} ${plural(n, 'erreur', 'erreurs')}, par exemple ${q(original)} → ${q(correction)}.`,
      missingPoint: (label: string) => `Ajoutez ${label} : la consigne le demande.`,
      connectors: (sentence: string) =>
        `Reliez vos phrases : après ${q(sentence)}, un mot comme « donc », « cependant » ou « en effet » montrerait le lien avec l’idée suivante.`,
      longSentence: (start: string) =>
        `Coupez la phrase qui commence par ${q(start)} : elle est trop longue pour rester claire.`,
      tenses:
        'Racontez aussi au passé (passé composé, imparfait) ou exprimez un souhait au conditionnel (« j’aimerais », « il faudrait »).',
      vocabulary: (word: string, n: number) =>
        `Le mot ${q(word)} revient ${n} fois : remplacez-le parfois par un synonyme.`,
      tooShort: (n: number) =>
        `Développez votre texte d’environ ${n} mots pour atteindre la longueur demandée.`,
      tooLong: (n: number) =>
        `Resserrez votre texte d’environ ${n} mots : la longueur fait partie de la consigne.`,
      rewrite: 'Rédigez votre propre texte en français, avec vos mots, sur le sujet demandé.',
    },
  },
} as const;
