import { AVOIR_FORMS, CARDINALS, isNoun } from './clause-words';
import { applySimple, type Simple } from './rules-homophone-pairs';
import { B, E, elidesBefore, finding, genderOf } from './rules-util';
import type { Finding } from './types';
import { finiteForms, isInfinitive, lemmasOf, participleForms } from './verb-lexicon';

/**
 * Fixed constructions of French that learners build word by word: the elided object pronoun
 * ("je le ai" → "je l'ai"), "jamais" before the verb ("il jamais vient"), "ce" before an
 * infinitive ("ils vont ce parler"), "chaque 40 minutes" → "toutes les 40 minutes", "profiter
 * le temps" → "du temps", "ce que j'ai besoin" → "ce dont j'ai besoin", "le fin de semaine",
 * "quoiqu'on en dise", "tel que" after a plural noun, "je vous serais gré".
 */

const SUBJECT = "(?:je|tu|il|elle|on|nous|vous|ils|elles|ne|n['’])";
const AVOIR = `(?:${[...AVOIR_FORMS].join('|')})`;
/** Verbs and prepositions an infinitive follows ("ils vont se parler", "pour se reposer"). */
const BEFORE_INFINITIVE = new Set(['aller', 'vouloir', 'pouvoir', 'devoir', 'falloir']);
const leadsToInfinitive = (word: string) =>
  /^(?:de|à|pour|sans)$/u.test(word) || [...lemmasOf(word)].some((l) => BEFORE_INFINITIVE.has(l));
const NUMBER = `(?:\\d+|${[...CARDINALS].join('|')})`;

const IDIOMS: Simple[] = [
  {
    // "je le ai acheté" → "je l'ai": the object pronoun elides before a vowel
    re: new RegExp(`${B}${SUBJECT}\\s+((le|la)\\s+(\\p{L}+))${E}`, 'giu'),
    rep: (m) => {
      const verb = m[3]!;
      if (!elidesBefore(verb) || !finiteForms(verb).length || isNoun(verb.toLowerCase())) return null;
      return `${m[2]![0] === 'L' ? 'L' : 'l'}'${verb}`;
    },
    category: 'élision',
  },
  {
    // "ils vont ce parler" → "se parler"; "pour ce faire", "j'aime ce dîner" stay
    re: new RegExp(`${B}(ce)\\s+(?=(\\p{L}+)${E})`, 'giu'),
    rep: (m) => {
      const before = (/(\p{L}+)\s*$/u.exec(m.input!.slice(0, m.index))?.[1] ?? '').toLowerCase();
      const next = m[2]!.toLowerCase();
      if (!isInfinitive(next) || (before === 'pour' && next === 'faire')) return null;
      return !isNoun(next) || leadsToInfinitive(before) ? 'se' : null;
    },
    category: 'confusion',
  },
  {
    // "chaque 40 minutes" → "toutes les 40 minutes"
    re: new RegExp(`${B}(chaque)\\s+(?=${NUMBER}\\s+(\\p{L}+)${E})`, 'giu'),
    rep: (m) => {
      const g = genderOf(m[2]!, true);
      return g === 'F' ? 'toutes les' : g === 'M' ? 'tous les' : null;
    },
    category: 'syntaxe',
  },
  {
    // "je profite le temps" → "du temps"; "en profiter le plus possible" stays
    re: new RegExp(`${B}(?:profit\\p{L}*)\\s+(les|le|la|l['’]|une?)(?=\\s*(\\p{L}+))`, 'giu'),
    rep: (m) => {
      const verb = m[0].split(/\s+/u)[0]!;
      if (!lemmasOf(verb).has('profiter') || /^(?:plus|moins|mieux)$/iu.test(m[2]!)) return null;
      const art = m[1]!.toLowerCase();
      return { les: 'des', le: 'du', la: 'de la', un: "d'un", une: "d'une" }[art] ?? "de l'";
    },
    category: 'syntaxe',
  },
  {
    re: new RegExp(`${B}(le)\\s+(?=fin\\s+de\\s+(?:semaine|mois|journée|année|session|soirée)${E})`, 'giu'),
    rep: 'la',
    category: 'genre',
  },
  {
    re: new RegExp(
      `${B}(quoiqu['’])\\s*(?=(?:on|il|elle|ils|elles)\\s+en\\s+(?:dise|disent|pense|pensent)${E})`,
      'giu',
    ),
    rep: "quoi qu'",
    category: 'confusion',
  },
  {
    // "je vous serais gré" → "saurais"
    re: new RegExp(`${B}(ser(?:ai|ais|ait|ions|iez|aient))\\s+(?=gré${E})`, 'giu'),
    rep: (m) => m[1]!.replace(/^ser/iu, (s) => (s[0] === 'S' ? 'Saur' : 'saur')),
    category: 'confusion',
  },
];

/** "ce que j'ai besoin", "le livre que j'avais envie" → "dont": these idioms take "de". */
function dontForQue(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(\\p{L}+)\\s+(que|qu['’])\\s*(?:je|j['’]|tu|il|elle|on|nous|vous|ils|elles)\\s*${AVOIR}\\s+(?:(?:vraiment|tellement|encore|le plus|surtout)\\s+)?(?:besoin|envie|peur)(?!\\s*(?:de|d['’]|du|des)${E})`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const before = m[1]!.toLowerCase();
    // a relative after a noun or "ce", not the conjunction of "il dit qu'il a peur"
    if (before !== 'ce' && (!isNoun(before) || finiteForms(before).length)) continue;
    const que = m[2]!;
    out.push(
      finding(text, m.indices![2]![0], que, /['’]$/u.test(que) ? 'dont ' : 'dont', 'relatif', 'syntaxe'),
    );
  }
}

/** "des avantages tel que" → "tels que": "tel" agrees with the noun it follows. */
function telAfterPlural(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:les|des|mes|ses|nos|vos|leurs|ces|plusieurs|quelques)\\s+(\\p{L}+[sx])\\s+(telle|tel)\\s+(?=que${E}|qu['’])`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const g = genderOf(m[1]!, true);
    if (!g) continue;
    out.push(finding(text, m.indices![2]![0], m[2]!, g === 'F' ? 'telles' : 'tels', 'accord', 'accord'));
  }
}

/** "jamais" before the verb ("et jamais envoie", "il jamais vient") → "n'envoie jamais". */
function neverBeforeVerb(text: string, out: Finding[]) {
  const re = new RegExp(
    `${B}(?:je|tu|il|elle|on|nous|vous|ils|elles|et)\\s+(jamais\\s+(\\p{L}+))${E}`,
    'dgiu',
  );
  for (const m of text.matchAll(re)) {
    const verb = m[2]!;
    const low = verb.toLowerCase();
    if (!finiteForms(low).length || participleForms(low) || isInfinitive(low) || isNoun(low)) continue;
    const ne = elidesBefore(low) ? `n'${verb}` : `ne ${verb}`;
    out.push(finding(text, m.indices![1]![0], m[1]!, `${ne} jamais`, 'negation', 'syntaxe'));
  }
}

export function idiomRules(text: string): Finding[] {
  const out: Finding[] = [];
  applySimple(text, IDIOMS, 'usage', out);
  dontForQue(text, out);
  telAfterPlural(text, out);
  neverBeforeVerb(text, out);
  return out;
}
