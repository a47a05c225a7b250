import { applySimple, type Simple } from './rules-homophone-pairs';
import { formsOf } from './rules-adjectives';
import { B, E, finding } from './rules-util';
import type { Finding } from './types';
import { participleForms } from './verb-lexicon';
import { signedByWoman } from './writer';

/**
 * Words a learner writes without their marks, which the grammar checker lets through: the hyphen
 * of a compound ("centre ville" → "centre-ville", "là bas" → "là-bas"), the "e" of a greeting
 * ("Bienvenu à Ottawa" → "Bienvenue"), the accent of a participle after "être" when the word
 * without it is a noun ("je suis fatigue" → "fatigué", "elle est tombe" → "tombée").
 */

const COMPOUNDS: Record<string, string> = {
  'centre ville': 'centre-ville',
  'grand mère': 'grand-mère',
  'grand père': 'grand-père',
  'grands parents': 'grands-parents',
  'grand parents': 'grands-parents',
  'là bas': 'là-bas',
  'rez de chaussée': 'rez-de-chaussée',
  "c'est à dire": "c'est-à-dire",
  'au dessus': 'au-dessus',
  'au dessous': 'au-dessous',
  'au delà': 'au-delà',
  'vis à vis': 'vis-à-vis',
};

const MARKS: Simple[] = [
  {
    re: new RegExp(
      `${B}(${Object.keys(COMPOUNDS)
        .map((k) => k.replace(/ /g, '\\s+').replace(/'/g, "['’]"))
        .join('|')})${E}`,
      'giu',
    ),
    rep: (m) => COMPOUNDS[m[1]!.toLowerCase().replace(/\s+/g, ' ').replace('’', "'")] ?? null,
    category: 'orthographe',
  },
  {
    // "l'après midi", "cet après midi" → "après-midi" ("après midi, il fait chaud" stays)
    re: new RegExp(`(?<=${B}(?:l['’]|cet\\s+|un\\s+|chaque\\s+|les\\s+|des\\s+))(après\\s+midi)${E}`, 'giu'),
    rep: 'après-midi',
    category: 'orthographe',
  },
  {
    // "des rues plus sures", "je suis sure" → "sûres", "sûre": the adjective, after an adverb of
    // degree or "être" (never "sur", the preposition)
    re: new RegExp(
      `(?<=${B}(?:plus|moins|très|si|trop|assez|aussi|pas|vraiment|tellement|suis|es|est|sommes|êtes|sont|étais|était|serai|serais|sera)\\s+)(sure|sures|surs)${E}`,
      'giu',
    ),
    rep: (m) => `sû${m[1]!.slice(2)}`,
    category: 'accent',
  },
  {
    // "Bienvenu à Ottawa !" → "Bienvenue"; "tu es le bienvenu" stays
    re: new RegExp(
      `(?<=(?:^|[.!?]\\s*|\\n))(Bienvenus?)(?=\\s+(?:à|au|aux|chez|en|dans|parmi)${E}|\\s*!)`,
      'gu',
    ),
    rep: 'Bienvenue',
    category: 'orthographe',
  },
];

/** Participles a learner writes after "être" without their accent, the word left being a noun or a verb. */
const ACCENTED = new Set(
  'tombé arrivé resté rentré retourné fatigué occupé marié divorcé stressé pressé épuisé intéressé passionné décidé habitué installé'.split(
    ' ',
  ),
);
const SUBJECT_FORMS: Record<string, [plural: boolean, female: boolean | null]> = {
  je: [false, null],
  j: [false, null],
  tu: [false, null],
  il: [false, false],
  elle: [false, true],
  on: [false, false],
  nous: [true, false],
  vous: [true, false],
  ils: [true, false],
  elles: [true, true],
};

function participleAccent(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\\s*(?:ne\\s+|n['’])?(?:suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient)\\s+(?:(?:pas|très|tres|trop|vraiment|déjà|un peu|si|tellement|enfin)\\s+)*(\\p{Ll}+e)${E}`,
    'dgiu',
  );
  const woman = signedByWoman(text);
  for (const m of text.matchAll(re)) {
    const w = m[2]!;
    const forms = participleForms(`${w.slice(0, -1)}é`);
    if (!forms || formsOf(w) || !ACCENTED.has(forms[0])) continue;
    const [plural, female] = SUBJECT_FORMS[m[1]!.toLowerCase().replace('’', "'").replace("'", '')]!;
    const fem = female ?? woman;
    const rep = forms[(plural ? 2 : 0) + (fem ? 1 : 0)]!;
    out.push(finding(text, m.indices![2]![0], w, rep, 'accent', 'accent'));
  }
}

export function markRules(text: string): Finding[] {
  const out: Finding[] = [];
  applySimple(text, MARKS, 'usage', out);
  participleAccent(text, out);
  return out;
}
