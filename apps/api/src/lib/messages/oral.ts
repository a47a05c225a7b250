/** Texts of the spoken-answer assessment shown to learners: delivery indicators, transcript, states. */
const n1 = (x: number) => x.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
const clock = (s: number) => {
  const v = Math.round(s);
  const min = Math.floor(v / 60);
  const sec = v % 60;
  return min ? `${min} min ${String(sec).padStart(2, '0')} s` : `${sec} s`;
};

export const oralMessages = {
  oral: {
    notAssessed: {
      noStt:
        'Le contenu de votre réponse n’a pas pu être évalué : la transcription automatique n’est pas disponible. Aucune note n’est donnée ; voici ce que l’on peut mesurer de votre expression orale.',
      untranscribed:
        'Réponse non évaluée : l’enregistrement n’a pas pu être transcrit, réessayez (parlez près du micro, dans un endroit calme).',
      silent:
        'Réponse non évaluée : aucune voix n’a été détectée dans l’enregistrement. Vérifiez votre micro puis réessayez.',
    },
    base: {
      transcript:
        'Note estimée à partir de la transcription automatique (réalisation de la tâche, niveau de langue, erreurs) et de l’aisance mesurée.',
      none: 'Pas de note : le contenu de la réponse n’a pas été évalué.',
    },
    criterion: {
      none: 'Non évalué : le contenu de la réponse n’a pas été évalué.',
      fluency: 'Aisance (mesurée sur l’enregistrement)',
      duration: 'Durée par rapport à la tâche',
    },
    indicators: {
      rate: {
        label: 'Débit de parole',
        value: (r: number) => `${n1(r)} syllabes par seconde`,
        good: 'Débit aisé, proche d’une conversation naturelle.',
        fast: 'Débit très rapide : l’examinateur risque de ne pas tout comprendre.',
        mid: 'Débit correct, avec quelques ralentissements.',
        slow: 'Débit lent : la parole avance par à-coups.',
        practiseFast: 'Ralentissez un peu et marquez la fin de chaque idée par une courte pause.',
        practiseMid:
          'Entraînez-vous à redire à voix haute des phrases toutes faites (se présenter, demander un prix) jusqu’à les dire sans chercher vos mots.',
        practiseSlow:
          'Préparez quelques phrases clés sur le sujet et répétez-les à voix haute en vous chronométrant ; lisez chaque jour un court texte à voix haute.',
      },
      pauses: {
        label: 'Pauses',
        value: (n: number, perMin: number, mean: number | null) =>
          `${n} pause${n > 1 ? 's' : ''} (${n1(perMin)} par minute${mean === null ? '' : `, ${n1(mean)} s en moyenne`})`,
        good: 'Pauses courtes et bien placées.',
        mid: 'Quelques hésitations qui coupent les phrases.',
        bad: 'Beaucoup de pauses ou des pauses longues : le discours est haché.',
        practise:
          'Quand vous cherchez un mot, enchaînez avec une expression de relance (« comment dire… », « en fait ») au lieu de vous taire, et reformulez avec un mot que vous connaissez.',
      },
      run: {
        label: 'Longueur des groupes de mots',
        value: (x: number) => `${n1(x)} syllabes en moyenne entre deux pauses`,
        good: 'Vous dites des groupes de mots longs sans vous arrêter.',
        mid: 'Groupes de mots assez courts entre les pauses.',
        bad: 'Vous vous arrêtez presque à chaque mot.',
        practise:
          'Apprenez des blocs de mots qui vont ensemble (« je voudrais savoir si… », « à mon avis… ») et dites-les d’un seul souffle.',
      },
      phonation: {
        label: 'Temps de parole',
        value: (ratio: number) => `vous parlez ${Math.round(ratio * 100)} % du temps`,
        good: 'Vous occupez bien le temps de parole.',
        mid: 'Une part notable du temps reste silencieuse.',
        bad: 'Vous êtes silencieux une grande partie du temps.',
        practise: 'Préparez un plan en trois points avant de parler pour toujours savoir quoi dire ensuite.',
      },
      duration: {
        label: 'Durée par rapport à la tâche',
        value: (s: number, range: { min: number; max: number } | null) =>
          range ? `${clock(s)} pour ${clock(range.min)} à ${clock(range.max)} attendues` : clock(s),
        good: 'Durée adaptée à la tâche.',
        short: 'Réponse trop courte pour montrer votre niveau.',
        long: 'Réponse plus longue que le temps prévu : à l’examen, vous seriez interrompu.',
        unknown: 'La tâche ne précise pas de durée.',
        practiseShort:
          'Développez chaque idée avec un exemple personnel ; entraînez-vous avec un minuteur jusqu’à tenir la durée demandée.',
        practiseLong: 'Allez à l’essentiel : une idée, un exemple, puis passez à la suivante.',
      },
      clarity: {
        label: 'Netteté de la voix',
        value: (db: number) => `${n1(db)} dB (rapport entre la voix et le souffle ou le bruit)`,
        good: 'Voix nette et bien timbrée.',
        mid: 'Voix un peu voilée ou légèrement couverte par le bruit.',
        bad: 'Voix très voilée, ou enregistrement bruité.',
        unknown: 'Pas assez de voix pour mesurer la netteté.',
        practise:
          'Enregistrez-vous dans une pièce calme, à 20 cm du micro, et parlez en articulant, d’une voix posée plutôt que chuchotée.',
      },
    },
  },
} as const;
