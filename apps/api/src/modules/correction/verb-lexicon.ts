import { createRequire } from 'node:module';

/**
 * French verb forms from the Lefff (all tenses of about 7,800 verbs), read on first use: which
 * finite forms a word can be, and the same tense at another person. Used by the rules that follow
 * a verb back to its subject.
 */

type Tense = 'P' | 'I' | 'F' | 'C' | 'S' | 'J' | 'T' | 'Y' | 'G' | 'K' | 'W';
/** Forms by tense and person; the lexicon writes 'NA' (and, for a few verbs, null) where a form is missing. */
type Table = Record<string, Partial<Record<Tense, (string | null)[]>>>;

/** A finite form: its verb, tense (P présent, I imparfait, F futur, C conditionnel, S subjonctif) and person index 0–5. */
export interface VerbForm {
  lemma: string;
  tense: 'P' | 'I' | 'F' | 'C' | 'S';
  person: number;
}

const FINITE = ['P', 'I', 'F', 'C', 'S'] as const;
/** Rare verbs whose forms spell a common word of another class ("les feuilles orange"): not read as verbs. */
const IGNORED = new Set(['oranger', 'marronner']);
let table: Table | null = null;
let finite: Map<string, VerbForm[]> | null = null;
let participles: Map<string, [string, string, string, string]> | null = null;
/** The verb of each participle form (the first one the lexicon gives). */
let participleVerb: Map<string, string> | null = null;

/** Reads the lexicon now (about half a second) rather than on the first correction. */
export function load() {
  if (finite) return;
  table = createRequire(import.meta.url)('french-verbs-lefff/dist/conjugations.json') as Table;
  finite = new Map();
  participles = new Map();
  participleVerb = new Map();
  for (const [lemma, tenses] of Object.entries(table)) {
    if (IGNORED.has(lemma)) continue;
    for (const tense of FINITE) {
      const forms = tenses[tense];
      if (!forms) continue;
      forms.forEach((form, person) => {
        if (form === null || form === 'NA') return;
        const list = finite!.get(form) ?? [];
        if (!list.some((f) => f.lemma === lemma && f.tense === tense && f.person === person))
          list.push({ lemma, tense, person });
        finite!.set(form, list);
      });
    }
    const k = tenses.K;
    if (k && k.length === 4 && k.every((f): f is string => f !== null && f !== 'NA')) {
      // stored as masculine, masculine plural, feminine, feminine plural
      const forms: [string, string, string, string] = [k[0]!, k[2]!, k[1]!, k[3]!];
      for (const f of new Set(k)) {
        if (!participles.has(f)) participles.set(f, forms);
        if (!participleVerb.has(f)) participleVerb.set(f, lemma);
      }
    }
  }
}

/** The person (0 = je … 5 = ils) of each subject pronoun. */
export const SUBJECT_PERSON: Record<string, number> = {
  je: 0,
  j: 0,
  tu: 1,
  il: 2,
  elle: 2,
  on: 2,
  nous: 3,
  vous: 4,
  ils: 5,
  elles: 5,
};

/** The reflexive pronoun of each person ("je me", "ils se"). */
export const REFLEXIVE_OF_PERSON = ['me', 'te', 'se', 'nous', 'vous', 'se'] as const;

/** The finite forms a word can be (empty when it is no conjugated verb). */
export function finiteForms(word: string): VerbForm[] {
  load();
  return finite!.get(word.toLowerCase()) ?? [];
}

/** The form of a verb at a tense and person, or null. */
export function conjugate(lemma: string, tense: VerbForm['tense'], person: number): string | null {
  load();
  const f = table![lemma]?.[tense]?.[person];
  return f && f !== 'NA' ? f : null;
}

/** The verbs a word may be a form of: finite form, infinitive or participle ("essayé" → essayer). */
export function lemmasOf(word: string): Set<string> {
  load();
  const low = word.toLowerCase();
  const out = new Set(finiteForms(low).map((f) => f.lemma));
  if (Object.hasOwn(table!, low)) out.add(low);
  const p = participleVerb!.get(low);
  if (p) out.add(p);
  return out;
}

/** Whether a word is the infinitive of a verb of the lexicon. */
export function isInfinitive(word: string): boolean {
  load();
  return Object.hasOwn(table!, word.toLowerCase());
}

/** The four forms (masculine, feminine, masculine plural, feminine plural) of a past participle. */
export function participleForms(word: string): [string, string, string, string] | null {
  load();
  return participles!.get(word.toLowerCase()) ?? null;
}

/**
 * The third person plural of a word that can only be a third person singular (présent, imparfait,
 * futur, conditionnel), the same for every verb it may be; null otherwise ("parle" → "parlent";
 * "vit", which is "vivre" or "voir", → null unless both agree). With `subjunctive`, the forms of
 * the subjunctive count too ("que les équipes perde" → "perdent").
 */
export function thirdPlural(word: string, options: { subjunctive?: boolean } = {}): string | null {
  const forms = finiteForms(word).filter((f) => options.subjunctive || f.tense !== 'S');
  if (!forms.length) return null;
  // a form that may already be plural, or of the first or second person only, is left alone
  if (forms.some((f) => f.person === 5)) return null;
  const third = forms.filter((f) => f.person === 2);
  if (!third.length) return null;
  return atPerson(third, 5);
}

/** The same tense at another person, when every reading of a word gives the same form ("dis" → "dit"). */
export function atPerson(forms: VerbForm[], person: number): string | null {
  const wanted = new Set(forms.map((f) => conjugate(f.lemma, f.tense, person)));
  return wanted.size === 1 ? ([...wanted][0] ?? null) : null;
}

/** Every finite form and participle of the lexicon. */
export function verbWords(): Iterable<string> {
  load();
  return [...finite!.keys(), ...participles!.keys()];
}
