import type { Skill } from './constants';
import type { ScaledResult, ScoringProfile, SkillScale } from './profiles';

/**
 * The one place that decides the headline and the recommendation of a result, from the level
 * actually reached on the exam's own scale and, for TCF Canada, from the NCLC band.
 */

export type VerdictTitle = 'Excellent travail !' | 'Bon résultat' | 'À améliorer' | 'Non évalué';

export interface Verdict {
  tone: 'high' | 'mid' | 'low' | 'none';
  title: VerdictTitle;
  /** What the level means for the learner's goal (NCLC, pass mark, group), one or two sentences. */
  reason: string;
  /** What to work on next. */
  message: string;
  /** Level reached on the exam's scale: CEFR, NCLC, or null. */
  level: string | null;
}

const LANGUAGE: Record<ScoringProfile['language'], string> = {
  fr: 'en français',
  en: 'en anglais',
  es: 'en espagnol',
};

/** Advice by skill and tone; `{langue}` is the examined language ("en anglais"). */
const ADVICE: Record<Skill, Record<'high' | 'mid' | 'low', string>> = {
  READING: {
    high: 'Vous lisez des documents complexes {langue} avec aisance. Entraînez-vous sur les textes les plus difficiles en temps limité pour consolider.',
    mid: 'Les documents courants {langue} sont compris. Travaillez les textes argumentatifs et le vocabulaire abstrait pour passer au niveau suivant.',
    low: 'Reprenez des documents simples (affiches, messages courts) et lisez chaque jour un court article {langue}.',
  },
  LISTENING: {
    high: 'Votre compréhension orale est solide. Écoutez des débats et des émissions {langue} pour affiner les nuances.',
    mid: 'Les situations du quotidien sont comprises. Entraînez-vous sur des documents {langue} plus longs et des accents variés.',
    low: 'Écoutez des dialogues courts {langue} plusieurs fois, avec leur transcription, et repérez les mots-clés avant de lire les choix.',
  },
  WRITING: {
    high: 'Votre expression écrite {langue} est efficace. Soignez la variété des connecteurs et la précision du vocabulaire.',
    mid: 'Vos textes {langue} répondent à la consigne. Structurez davantage vos arguments et relisez les accords.',
    low: 'Respectez le nombre de mots demandé, faites des phrases simples et correctes, et relisez-vous.',
  },
  SPEAKING: {
    high: 'Votre expression orale {langue} est fluide. Travaillez l’argumentation nuancée et les exemples précis.',
    mid: 'Vous communiquez clairement {langue}. Enrichissez vos réponses avec des exemples et des connecteurs.',
    low: 'Entraînez-vous à parler deux minutes sans interruption {langue} sur des sujets du quotidien.',
  },
};

const TITLES: Record<Verdict['tone'], VerdictTitle> = {
  high: 'Excellent travail !',
  mid: 'Bon résultat',
  low: 'À améliorer',
  none: 'Non évalué',
};

const CEFR_RANK: Record<string, number> = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 };

function byNclc(nclc: string | null | undefined): { tone: Verdict['tone']; reason: string } {
  if (!nclc) {
    return {
      tone: 'low',
      reason:
        'Résultat sous le NCLC 4 : c’est en dessous du minimum demandé par les programmes d’immigration et de citoyenneté d’IRCC (NCLC 4 au moins, NCLC 7 pour Entrée express).',
    };
  }
  const n = nclc === '10+' ? 10 : Number(nclc);
  if (n >= 7) {
    return {
      tone: 'high',
      reason: `NCLC ${nclc} : au niveau demandé par Entrée express pour les travailleurs qualifiés (NCLC 7).`,
    };
  }
  return {
    tone: 'mid',
    reason: `NCLC ${nclc} : au-dessus du minimum de NCLC 4, mais sous le NCLC 7 demandé par Entrée express pour les travailleurs qualifiés.`,
  };
}

function byScale(
  scale: SkillScale,
  r: ScaledResult,
  groupShare: number | null,
): { tone: Verdict['tone']; reason: string } {
  if (r.passed === false) {
    return {
      tone: 'low',
      reason: `Sous la note minimale de ${r.pass} / ${r.max} : à l’examen, une telle note à une épreuve est éliminatoire.`,
    };
  }
  if (scale.group && groupShare !== null) {
    const g = scale.group;
    const need = Math.max(0, g.pass - (r.value ?? 0));
    const other = g.max - r.max;
    if (need > other) {
      return {
        tone: 'low',
        reason: `${g.name} : il faut ${g.pass} / ${g.max} ; avec ce résultat, même la note maximale à l’autre épreuve du groupe ne suffirait pas.`,
      };
    }
    return {
      tone: (r.value ?? 0) * 2 >= g.pass ? ((r.percent ?? 0) >= 80 ? 'high' : 'mid') : 'low',
      reason: `${g.name} : il faut ${g.pass} / ${g.max} ; avec ce résultat, il vous faudrait au moins ${need} / ${other} à l’autre épreuve du groupe.`,
    };
  }
  if (r.cefr !== null && scale.cefr) {
    const rank = CEFR_RANK[r.cefr] ?? 0;
    const level =
      r.cefr === 'Non atteint'
        ? 'niveau A1 du CECRL non atteint'
        : r.cefr.startsWith('sous')
          ? `${r.cefr} du CECRL`
          : `niveau ${r.cefr} du CECRL`;
    return { tone: rank >= 4 ? 'high' : rank === 3 ? 'mid' : 'low', reason: `Estimation : ${level}.` };
  }
  const pct = r.percent ?? 0;
  const tone = pct >= 80 ? 'high' : pct >= 50 ? 'mid' : 'low';
  return {
    tone,
    reason:
      r.pass !== null
        ? `Note minimale de ${r.pass} / ${r.max} atteinte ; il faut en moyenne la moitié des points pour obtenir le diplôme.`
        : `${Math.round(pct)} % de l’échelle.`,
  };
}

/**
 * Headline and recommendation of a result. Not assessed: "Non évalué". TCF Canada: from the NCLC
 * band (below NCLC 4 is never a good result). Others: pass mark, group rule, then CEFR level.
 */
export function verdictFor(
  profile: ScoringProfile | null | undefined,
  skill: Skill,
  scale: SkillScale,
  r: ScaledResult,
): Verdict {
  const langue = LANGUAGE[profile?.language ?? 'fr'];
  if (!r.assessed) {
    return {
      tone: 'none',
      title: TITLES.none,
      reason:
        scale.method === 'none'
          ? (scale.note ?? 'Cette épreuve n’est pas notée automatiquement sur la plateforme.')
          : 'Rien n’a pu être évalué dans cette tentative : elle reste dans l’historique mais ne compte ni dans les moyennes ni dans la progression.',
      message: 'Refaites l’exercice en répondant aux questions pour obtenir une estimation.',
      level: null,
    };
  }
  const decided = profile?.nclc ? byNclc(r.nclc) : byScale(scale, r, scale.group ? 1 : null);
  const tone = decided.tone === 'none' ? 'low' : decided.tone;
  return {
    tone,
    title: TITLES[tone],
    reason: decided.reason,
    message: ADVICE[skill][tone].replace('{langue}', langue),
    level: profile?.nclc ? (r.nclc ? `NCLC ${r.nclc}` : 'sous NCLC 4') : r.cefr,
  };
}
