import {
  CLITICS,
  isAdjective,
  isFinite,
  isNoun,
  PREPOSITIONS,
  SINGULAR_DET,
  type Token,
  tokens,
} from './clause-words';
import { OPENERS } from './rules-clause';
import { singularPhrase, skipAdjectives, skipComplements } from './noun-phrase';
import { finding, wordSet } from './rules-util';
import type { Finding } from './types';
import { atPerson, finiteForms } from './verb-lexicon';

/**
 * "Le bruit des collègues me dérangent", "Le choix des questions, des risques, des seuils engage":
 * a singular noun opening the clause, followed by complements with "de", governs the verb; the
 * nearest plural noun does not. Nouns of quantity ("la plupart des", "un groupe de") and a second
 * subject joined by "et" leave the verb alone.
 */
const QUANTITY_NOUNS = wordSet(
  'plupart majorité minorité moitié tiers quart partie totalité ensemble reste nombre foule groupe série tas dizaine douzaine quinzaine vingtaine trentaine centaine millier million milliard quantité multitude infinité poignée paire couple bande équipe famille genre sorte type espèce un une',
);

/** The verb governed by a singular head noun with "de" complements, for each clause of the text. */
function governed(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    const starts = new Set([0]);
    t.forEach((x, i) => {
      if (OPENERS.has(x.low) && x.low !== 'et' && i + 1 < t.length) starts.add(i + 1);
    });
    for (const i of starts) {
      const c = t.slice(i);
      const phrase = singularPhrase(c, 0);
      if (!phrase || QUANTITY_NOUNS.has(c[1]!.low)) continue;
      if (!/^(?:de|du|des|d)$/u.test(c[phrase.end]?.low ?? '')) continue;
      const skip = (k: number) => skipAdjectives(c, skipComplements(c, k));
      let j = skip(phrase.end);
      // a list of complements: ", des risques jugés acceptables, des seuils d'alerte"
      while (c[j]?.w === ',' && /^(?:de|du|des|d)$/u.test(c[j + 1]?.low ?? '')) j = skip(j + 1);
      while (c[j] && (CLITICS.has(c[j]!.low) || c[j]!.low === 'ne' || c[j]!.low === 'n')) j++;
      const verb = c[j];
      if (verb && isFinite(verb.low) && !/^\p{Lu}/u.test(verb.w)) out.push(verb);
    }
  }
  return out;
}

/**
 * "un organisme qui les intéressent", "le premier qui viens": the verb after "qui" whose antecedent
 * is a singular noun phrase that is no complement of another noun ("les enfants de ma sœur qui").
 */
function relative(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    t.forEach((x, i) => {
      if (x.low !== 'qui') return;
      let k = i - 1;
      if (t[k] && isAdjective(t[k]!.low) && !isNoun(t[k]!.low)) k--;
      const noun = t[k];
      if (!noun || !isNoun(noun.low) || QUANTITY_NOUNS.has(noun.low) || /^\p{Lu}/u.test(noun.w)) return;
      if (!SINGULAR_DET.has(t[k - 1]?.low ?? '') || PREPOSITIONS.has(t[k - 2]?.low ?? '')) return;
      let j = i + 1;
      while (t[j] && (CLITICS.has(t[j]!.low) || t[j]!.low === 'ne' || t[j]!.low === 'n')) j++;
      const verb = t[j];
      if (verb && isFinite(verb.low) && !isNoun(verb.low)) out.push(verb);
    });
  }
  return out;
}

/**
 * The third person singular a verb form of the plural, or of the first or second person singular
 * only, stands for, when every reading agrees.
 */
function singular(word: string): string | null {
  const forms = finiteForms(word);
  const persons = new Set(forms.map((f) => f.person));
  if (!forms.length || persons.has(2) || [...persons].some((p) => p !== 5 && p > 1)) return null;
  if (persons.has(5) && persons.size > 1) return null;
  return atPerson(forms, 2);
}

/** "tout le quartier venaient", "tout le monde étaient": a whole group is one subject. */
function wholeGroup(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[^.!?;:\n]+/gu)) {
    const t = tokens(m[0], m.index);
    t.forEach((x, i) => {
      if (x.low !== 'tout' && x.low !== 'toute') return;
      if (!/^(?:le|la|l)$/u.test(t[i + 1]?.low ?? '') || !isNoun(t[i + 2]?.low ?? '')) return;
      // "tout le monde" at the start of a clause, not after a verb ("il connaît tout le quartier")
      if (i > 0 && !OPENERS.has(t[i - 1]!.low) && t[i - 1]!.w !== ',') return;
      let j = i + 3;
      while (t[j] && (CLITICS.has(t[j]!.low) || t[j]!.low === 'ne' || t[j]!.low === 'n')) j++;
      const verb = t[j];
      if (verb && isFinite(verb.low) && !isNoun(verb.low)) out.push(verb);
    });
  }
  return out;
}

export function singularHeadRules(text: string): Finding[] {
  const out = new Map<number, Finding>();
  for (const verb of [...governed(text), ...relative(text), ...wholeGroup(text)]) {
    if (isNoun(verb.low) && !/^(?:sont|ont|font|vont)$/u.test(verb.low)) continue;
    const rep = singular(verb.low);
    if (rep) out.set(verb.at, finding(text, verb.at, verb.w, rep, 'accordSujet', 'conjugaison'));
  }
  return [...out.values()];
}

/** The governed verbs of the last text asked about: the checker's findings of one text ask in turn. */
let last: { text: string; at: Set<number> } | null = null;

/** Whether the word at UTF-16 index `at` is a verb governed by a singular head noun. */
export function governedBySingular(text: string, at: number): boolean {
  if (last?.text !== text) last = { text, at: new Set(governed(text).map((v) => v.at)) };
  return last.at.has(at);
}
