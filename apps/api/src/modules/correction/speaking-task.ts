import type { TaskPoint, WritingTask } from './task';

/**
 * What a TCF speaking task expects, derived from its kind (docs/decisions/144): the points a
 * transcript must show, each with the words or spoken forms that show it, and words related to
 * the kind. The situation's own vocabulary comes from the consigne the learner heard.
 */
export type SpeakingKind = 'presentation' | 'interaction' | 'opinion';

const POINTS: Record<SpeakingKind, TaskPoint[]> = {
  presentation: [
    {
      label: 'identité (nom, âge, origine, lieu de vie)',
      keywords: ['appelle', 'nom', 'ans', 'viens', 'originaire', 'habite', 'né', 'née', 'vis'],
    },
    {
      label: 'famille',
      keywords: [
        'famille',
        'marié',
        'mariée',
        'enfants',
        'parents',
        'frère',
        'sœur',
        'sœurs',
        'mari',
        'femme',
        'fils',
        'fille',
      ],
    },
    {
      label: 'travail ou études',
      keywords: [
        'travaille',
        'travail',
        'métier',
        'études',
        'étudiant',
        'étudiante',
        'université',
        'entreprise',
        'emploi',
        'profession',
        'école',
      ],
    },
    {
      label: 'loisirs',
      keywords: ['loisirs', 'aime', 'adore', 'week-end', 'temps libre', 'passion', 'joue', 'lis', 'sport'],
    },
    {
      label: 'projets',
      keywords: [
        'projet',
        'projets',
        'voudrais',
        'plus tard',
        'avenir',
        'souhaite',
        'rêve',
        'compte',
        "j'aimerais",
      ],
    },
  ],
  interaction: [
    {
      label: 'des questions posées',
      keywords: [
        'est-ce que',
        'est-ce qu',
        'combien',
        'quel',
        'quelle',
        'quels',
        'quelles',
        'pouvez-vous',
        'pourriez-vous',
        'y a-t-il',
        'faut-il',
        'avez-vous',
        'proposez-vous',
        'comment',
        'pourquoi',
        'à quelle heure',
        'est-il',
        'peut-on',
      ],
    },
    {
      label: 'une prise de contact polie',
      keywords: ['bonjour', 'madame', 'monsieur', 'voudrais', 'merci', 'plaît', 'excusez'],
    },
  ],
  opinion: [
    {
      label: 'une opinion exprimée',
      keywords: [
        'pense',
        'avis',
        'accord',
        'crois',
        'trouve',
        'selon moi',
        'opinion',
        'point de vue',
        'estime',
      ],
    },
    {
      label: 'des arguments reliés',
      keywords: [
        'parce que',
        "d'abord",
        'ensuite',
        'cependant',
        'mais',
        'donc',
        'car',
        'en effet',
        'de plus',
        "d'un côté",
        'pourtant',
        'en conclusion',
      ],
    },
    {
      label: 'un exemple',
      keywords: ['exemple', 'comme', 'ainsi', 'expérience', 'dans mon pays'],
    },
  ],
};

const RELATED: Record<SpeakingKind, string[]> = {
  presentation: ['famille', 'travail', 'études', 'loisirs', 'projets', 'ville', 'pays', 'enfants', 'parents'],
  interaction: ['information', 'inscription', 'horaires', 'tarif', 'prix', 'renseignement'],
  opinion: ['avis', 'argument', 'exemple', 'avantage', 'inconvénient', 'raison'],
};

export const isSpeakingKind = (x: unknown): x is SpeakingKind =>
  x === 'presentation' || x === 'interaction' || x === 'opinion';

/** The task a transcript is judged against: the consigne heard, the goal, the kind's points. */
export function speakingTask(
  subject: string,
  kind: SpeakingKind | null,
  goal: string | null,
  order: number | null,
): WritingTask {
  return {
    consigne: [subject, goal].filter((x): x is string => !!x && !!x.trim()).join('\n'),
    type: order === 1 || order === 2 || order === 3 ? order : null,
    genre: kind,
    // Length is judged on the recording's duration, not on a word count.
    expected: null,
    points: kind ? POINTS[kind] : [],
    related: kind ? RELATED[kind] : [],
  };
}

const FILLERS = /(^|[\s,])(?:euh+|heu+|hum+|hmm+|ben|bah|bon ben|hein|mmh?)(?=[\s,.!?…]|$)[,]?/giu;

/**
 * A transcript without its disfluencies: fillers ("euh", "ben", "hum"…) and immediate repetitions
 * ("je je", "le le") are dropped before the analysis; the learner still reads the raw transcript.
 */
export function withoutDisfluencies(text: string): string {
  let t = text.replace(FILLERS, '$1');
  // Up to three-word repetitions ("je suis je suis").
  for (let n = 3; n >= 1; n--) {
    const w = "[\\p{L}'’-]+";
    const group = Array.from({ length: n }, () => w).join('\\s+');
    const re = new RegExp(`(^|\\s)(${group})(?:[\\s,]+\\2)+(?=[\\s,.!?…]|$)`, 'giu');
    // "nous nous", "vous vous" are reflexive verbs, not repetitions.
    t = t.replace(re, (all: string, pre: string, g: string) =>
      n === 1 && /^(nous|vous)$/i.test(g) ? all : `${pre}${g}`,
    );
  }
  return t
    .replace(/\s+([,.!?…])/g, '$1')
    .replace(/,\s*,/g, ',')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
