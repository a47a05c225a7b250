import { SCORE_MAX, type Skill } from './constants';

export type ScoreLevel = 'C2' | 'C1' | 'B2' | 'B1' | 'A2' | 'A1' | 'Non atteint';

/** CEFR level from a 699-scale score (SPEC §9). */
export function cefrFromScore(score: number): ScoreLevel {
  if (score >= 600) return 'C2';
  if (score >= 500) return 'C1';
  if (score >= 400) return 'B2';
  if (score >= 300) return 'B1';
  if (score >= 200) return 'A2';
  if (score >= 50) return 'A1';
  return 'Non atteint';
}

export type Nclc = '10+' | '9' | '8' | '7' | '6' | '5' | '4';

interface NclcBand {
  nclc: Nclc;
  LISTENING: [number, number];
  READING: [number, number];
  SPEAKING: [number, number];
  WRITING: [number, number];
}

/** TCF Canada to NCLC (IRCC equivalence, DESIGN §5): 699-scale for listening and reading, /20 for expression. */
export const NCLC_TABLE: readonly NclcBand[] = [
  { nclc: '10+', LISTENING: [549, 699], READING: [549, 699], SPEAKING: [16, 20], WRITING: [16, 20] },
  { nclc: '9', LISTENING: [523, 548], READING: [524, 548], SPEAKING: [14, 15], WRITING: [14, 15] },
  { nclc: '8', LISTENING: [503, 522], READING: [499, 523], SPEAKING: [12, 13], WRITING: [12, 13] },
  { nclc: '7', LISTENING: [458, 502], READING: [453, 498], SPEAKING: [10, 11], WRITING: [10, 11] },
  { nclc: '6', LISTENING: [398, 457], READING: [406, 452], SPEAKING: [7, 9], WRITING: [7, 9] },
  { nclc: '5', LISTENING: [369, 397], READING: [375, 405], SPEAKING: [6, 6], WRITING: [6, 6] },
  { nclc: '4', LISTENING: [331, 368], READING: [342, 374], SPEAKING: [4, 5], WRITING: [4, 5] },
];

/**
 * NCLC level of a result: `value` is the 699 score for LISTENING/READING and the note /20 for
 * WRITING/SPEAKING (a fractional note is floored, as the table bands are whole notes). Below NCLC 4: null.
 */
export function nclcFor(skill: Skill, value: number): Nclc | null {
  const v = skill === 'WRITING' || skill === 'SPEAKING' ? Math.floor(value) : Math.round(value);
  for (const band of NCLC_TABLE) {
    const [min] = band[skill];
    if (v >= min) return band.nclc;
  }
  return null;
}

export interface Recommendation {
  level: ScoreLevel;
  title: 'Excellent travail !' | 'Bon résultat' | 'À améliorer';
  message: string;
}

const advice: Record<Skill, [string, string, string]> = {
  READING: [
    'Vous maîtrisez la lecture de documents complexes. Entraînez-vous sur les questions C1-C2 en temps limité pour consolider.',
    'Les documents courants sont compris. Travaillez les textes argumentatifs et le vocabulaire abstrait pour viser B2.',
    'Reprenez les documents simples (affiches, messages courts) et lisez chaque jour un court article en français.',
  ],
  LISTENING: [
    'Votre compréhension orale est solide. Écoutez des débats et des émissions radio pour affiner les nuances.',
    'Les situations du quotidien sont comprises. Entraînez-vous sur des documents plus longs et des accents variés.',
    'Écoutez des dialogues courts plusieurs fois et repérez les mots-clés avant de lire les choix de réponse.',
  ],
  WRITING: [
    'Votre expression écrite est efficace. Soignez la variété des connecteurs et la précision du vocabulaire.',
    'Vos textes répondent à la consigne. Structurez davantage vos arguments et relisez l’accord des verbes.',
    'Respectez le nombre de mots demandé, faites des phrases simples et correctes, et relisez-vous.',
  ],
  SPEAKING: [
    'Votre expression orale est fluide. Travaillez l’argumentation nuancée pour la tâche 3.',
    'Vous communiquez clairement. Enrichissez vos réponses avec des exemples et des connecteurs.',
    'Entraînez-vous à parler deux minutes sans interruption sur des sujets du quotidien.',
  ],
};

/** Recommendation card of the results page (SPEC §9): >= 400 excellent, >= 200 good, else to improve. */
export function recommendationFor(score: number, skill: Skill = 'READING'): Recommendation {
  const level = cefrFromScore(score);
  const [high, mid, low] = advice[skill];
  if (score >= 400) return { level, title: 'Excellent travail !', message: high };
  if (score >= 200) return { level, title: 'Bon résultat', message: mid };
  return { level, title: 'À améliorer', message: low };
}

export type BadgeColor = 'gray' | 'green' | 'yellow' | 'red';

/** Badge colour of an attempt: gray when not completed or unscored; else by the score as % of 699 (>= 80 green, >= 60 yellow). */
export function badgeColor(score: number | null | undefined, completed = true): BadgeColor {
  if (!completed || score === null || score === undefined) return 'gray';
  const pct = (score * 100) / SCORE_MAX;
  if (pct >= 80) return 'green';
  if (pct >= 60) return 'yellow';
  return 'red';
}
